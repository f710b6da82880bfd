#!/usr/bin/env bash
# Load figures of the web server for the README (a bench, never a test): wrk on loopback
# against the JSON conjugation and the HTML table of singen, then of every lexicon verb in
# turn, release build, SQLite store, the rate limit off. Needs wrk (apt-get install wrk).
# usage: Scripts/server-load.sh [SECONDS] [CONNECTIONS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20} connections=${2:-64}
swift build -c release --product konjugieren-server >/dev/null
binary=$(swift build -c release --show-bin-path)/konjugieren-server
dir=$(mktemp -d /tmp/konjugieren-load.XXXXXX)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$binary" --port "$port" --store "$dir/server.sqlite" --rate-limit 0 >"$dir/log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.2; done
echo "commit $(git rev-parse --short HEAD), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
figures() { grep -E 'Requests/sec|Latency|99%|50%|requests in'; }
for path in /api/v1/conjugate/singen /verbs/singen; do
    echo "== $path (the same verb again and again: answered from the server's kept answers)"
    wrk --latency -t 2 -c "$connections" -d "${seconds}s" "http://127.0.0.1:$port$path" | figures
done
# Every request another verb, cycling through the whole lexicon (more verbs than the server
# keeps), so that nearly every answer is made anew: the cost of the engine and the page.
"$(swift build -c release --show-bin-path)/konjugieren" verbs --format json --limit 0 | python3 -c '
import json, sys, urllib.parse
verbs = sorted({json.loads(line)["infinitive"] for line in sys.stdin})
print("paths = {" + ",".join("\"%s\"" % urllib.parse.quote(v) for v in verbs) + "}")
print("n = 0")
print("prefix = os.getenv(\"PREFIX\")")
print("request = function() n = n % #paths + 1; return wrk.format(\"GET\", prefix .. paths[n]) end")
' >"$dir/every-verb.lua"
for prefix in /api/v1/conjugate/ /verbs/; do
    echo "== $prefix{every lexicon verb in turn} (made anew)"
    PREFIX=$prefix wrk --latency -t 2 -c "$connections" -d "${seconds}s" -s "$dir/every-verb.lua" "http://127.0.0.1:$port" | figures
done
echo "load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
