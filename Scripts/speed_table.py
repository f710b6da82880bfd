#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The README's speed table, made from a committed bench result.

    python3 Scripts/speed_table.py bench-results/<commit>.json            # print the table
    python3 Scripts/speed_table.py --write README.md bench-results/X.json # replace the README's table
    python3 Scripts/speed_table.py --check README.md                      # the README's table is its file's

The README holds the table between `<!-- speed-table: FILE -->` and `<!-- /speed-table -->`;
`--check` rebuilds it from FILE and fails when the two differ, so no figure in the README
can be typed by hand.
"""
import json
import re
import sys

MARK = re.compile(r"<!-- speed-table: (\S+) -->\n(.*?)<!-- /speed-table -->\n", re.S)


def ms(x):
    return f"{x:.1f} ms" if x < 100 else f"{x:.0f} ms"


def table(path):
    with open(path, encoding="utf-8") as f:
        d = json.load(f)
    rows = []
    add = lambda figure, result: rows.append(f"| {figure} | {result} |")
    load = d.get("load_average")
    head = (f"From `{path}` (commit {d.get('commit', '?')}, {d.get('date', '?')[:10]}, "
            f"{d.get('machine', '?')}, release build"
            + (f", load average {load[0]:.2f} at the start and {load[1]:.2f} at the end" if load else "")
            + "):\n\n| figure | result |\n|---|---|")
    if "strings" in d:
        s = d["strings"]
        add(f"forms as Swift Strings ({d.get('slots_per_verb', 78)} classic slots)",
            f"{s['forms_per_s'] / 1e6:.1f} M forms/s, {s['ns_per_form']['median']:.1f} ns/form")
    if "tables" in d:
        t = d["tables"]
        add("whole tables, parsing included", f"{t['tables_per_s'] / 1e3:.0f} k tables/s, "
            f"{t['ns_per_table']['median'] / 1e3:.1f} µs per table")
    if "new_groups" in d:
        n = d["new_groups"]
        add(f"the groups added later (passive, infinitives, Futur II Konjunktiv; {n['slots_per_verb']} slots)",
            f"{n['forms_per_s'] / 1e6:.2f} M forms/s, {n['ns_per_form']['median']:.0f} ns/form")
    if "buffer" in d:
        b = d["buffer"]
        add("forms into a caller's buffer, no Strings", f"{b['forms_per_s'] / 1e6:.1f} M forms/s, "
            f"{b['ns_per_form']['median']:.1f} ns/form")
    if "lexicon" in d:
        lx = d["lexicon"]
        add(f"lexicon load ({lx['verbs']:,} verbs)", f"{ms(lx['first_load_ms'])} first in a process")
    if "json_batch" in d:
        j = d["json_batch"]
        add(f"`conjugate --format json -`, whole lexicon ({j['verbs']:,} verbs)",
            f"{j['seconds']['median']:.2f} s")
    for c in d.get("commands", []):
        add(f"`konjugieren {c['command']}`, whole process",
            f"{ms(c['ms'])} ({c['ratio_to_conjugate']:.2f}× `conjugate singen`), {c['peak_mib']:.0f} MiB peak")
    for b in d.get("batch_scaling", []):
        add(f"batch of {b['lines']:,} line{'s' if b['lines'] != 1 else ''}, {b['threads']} thread{'s' if b['threads'] > 1 else ''}",
            f"{b['seconds']:.3f} s, {b['us_per_line']:,.1f} µs/line, {b['peak_mib']:.0f} MiB peak")
    if "peer" in d:
        p = d["peer"]
        add(f"{p['verbs']:,} verbs as JSON, wall time: konjugieren on both cores / the peer ({p['peer'].split(',')[0]}) on one",
            f"{p['konjugieren_seconds']:.2f} s / {p['peer_seconds']:.2f} s ({p['ratio']:.2f}× the peer's time)")
    if "lookup" in d:
        lk = d["lookup"]
        add("reverse lookup in-process, mean of 12 kinds of query",
            f"{lk['us_per_lookup']['median']:.0f} µs (index ready in {ms(lk['index_build_ms']['median'])})")
    if "dashboard_render" in d:
        add("dashboard redraw, worst screen", ms(d["dashboard_render"]["worst_ms"]))
    if "peak_memory_mib" in d:
        add("peak memory of the bench", f"{d['peak_memory_mib']:.0f} MiB")
    return head + "\n" + "\n".join(rows) + "\n"


def main(argv):
    if len(argv) == 3 and argv[1] == "--check":
        text = open(argv[2], encoding="utf-8").read()
        m = MARK.search(text)
        if not m:
            print(f"{argv[2]}: no <!-- speed-table: FILE --> block", file=sys.stderr)
            return 1
        want = table(m.group(1))
        if m.group(2) != want:
            print(f"{argv[2]}: the speed table is not {m.group(1)}'s; run "
                  f"python3 Scripts/speed_table.py --write {argv[2]} {m.group(1)}", file=sys.stderr)
            return 1
        return 0
    if len(argv) == 4 and argv[1] == "--write":
        text = open(argv[2], encoding="utf-8").read()
        block = f"<!-- speed-table: {argv[3]} -->\n{table(argv[3])}<!-- /speed-table -->\n"
        new, n = MARK.subn(lambda _: block, text)
        if n != 1:
            print(f"{argv[2]}: no <!-- speed-table: FILE --> block to replace", file=sys.stderr)
            return 1
        open(argv[2], "w", encoding="utf-8").write(new)
        return 0
    if len(argv) == 2:
        sys.stdout.write(table(argv[1]))
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
