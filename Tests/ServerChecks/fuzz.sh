#!/usr/bin/env bash
# schemathesis against the server's OpenAPI document, a bounded number of examples per
# operation: no 5xx and no reply that breaks its schema.
# usage: fuzz.sh SERVER_BINARY SCHEMATHESIS
set -euo pipefail
binary=$1 st=$2
dir=$(mktemp -d /tmp/konjugieren-fuzz.XXXXXX)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$binary" --port "$port" --store "$dir/server.sqlite" --rate-limit 0 >"$dir/log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.2; done
"$st" run "http://127.0.0.1:$port/api/v1/openapi.json" \
    --checks not_a_server_error,response_schema_conformance,status_code_conformance,content_type_conformance \
    --max-examples 25 --seed 16 --phases examples,fuzzing --no-color --workers 2
