#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Audit the lexicon against independent evidence.

Developer-run, part of the data build (see Resources/README.md). Runs the built
command line tool over every lexicon verb (every meaning) and compares what the
engine makes of each row with

  * the principal parts the Ding dictionary gives (participle, 3rd person singular
    Präsens, Präteritum, perfect auxiliary),
  * the engine's own analysis of the bare infinitive, without the lexicon
    (family and structure),

judging every disagreement by attestation: wordfreq's German frequencies and the
hunspell de_DE word list (`apt-get install hunspell hunspell-de-de`). Only these
sources serve as evidence (see ../shared DATA.md); no other conjugator's data.

Writes Resources/audit/:

  ding-crosscheck.tsv   every disagreement between the engine's forms and Ding's, with
                        the evidence and a verdict with one line of reason
  rules-vs-rows.tsv     every row whose family or structure differs from the engine's
                        analysis of the bare infinitive, with verdict and reason
  summary.txt           counts per class

A verdict is `ours` (the lexicon's reading is right: the other form is unattested,
or a hand review in Scripts/audit-reviewed.tsv says why), `variant` (both are
right) or `FIX` (the row is wrong). A build is only clean when no FIX remains;
the script exits 1 otherwise.

Usage:
  Scripts/.venv/bin/python Scripts/audit_lexicon.py [--cmd ".build/release/konjugieren"]
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import build_lexicon as B  # noqa: E402

AUDIT_DIR = os.path.join(B.ROOT, "Resources", "audit")
REVIEWED_TSV = os.path.join(B.SCRIPTS, "audit-reviewed.tsv")


# ---------------------------------------------------------------------------
# Ding's principal parts

@dataclass
class DingParts:
    line: int
    pp: list[str] = field(default_factory=list)
    third: list[str] = field(default_factory=list)
    past: list[str] = field(default_factory=list)
    aux: list[str] = field(default_factory=list)
    tags: tuple = ()
    reflexive: bool = False


PERSON3 = ("er/sie/es ", "er/sie ", "sie/es ", "es ", "er ", "sie ")
PERSON1 = ("ich/er/sie/es ", "ich/er/sie ", "ich/sie/es ", "ich/es ", "ich/sie ", "ich/er ")
WORDS = re.compile(r"^[a-zäöüß]+( [a-zäöüß]+)?$")


def _labelled(field_text: str, prefixes) -> str | None:
    for p in prefixes:
        if field_text.startswith(p):
            return field_text[len(p):]
    return None


def parse_ding_parts(path: str) -> dict[str, list[DingParts]]:
    """Principal parts per infinitive, from every verb line of Ding that gives them."""
    out: dict[str, list[DingParts]] = collections.defaultdict(list)
    with open(path, encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            if line.startswith("#") or " :: " not in line:
                continue
            de, en = line.rstrip("\n").split(" :: ", 1)
            dfs = B.bsplit(de, " | ")
            efs = B.bsplit(en, " | ")
            gtags = re.findall(r"\{(v[a-z]*)\}", dfs[0])
            if not gtags or len(dfs) < 3:
                continue
            heads = B.bsplit(dfs[0], "; ")
            n = len(heads)
            fields = [B.clean(x) for x in dfs[1:]]
            if not fields[0] or not all(p.strip().endswith(("end", "rnd", "lnd")) for p in fields[0].split("; ") if p.strip()):
                continue

            def parts(text):
                ps = [p.strip() for p in B.bsplit(text, "; ")]
                return ps if len(ps) == n else None

            columns = {"pp": parts(fields[1])}
            # The remaining columns: labelled ones anywhere, unlabelled ones only right
            # after the participle, where Ding puts 3rd person and Präteritum.
            for k, text in enumerate(fields[2:], start=2):
                ps = parts(text)
                if ps is None:
                    continue
                english = B.clean(efs[k]) if k < len(efs) else ""
                if all(_labelled(p, ("er/sie hat", "er/sie ist", "er/sie/es hat", "er/sie/es ist", "es hat", "es ist",
                                     "sie hat", "sie ist", "er hat", "er ist")) is not None or
                       re.match(r"^(er/sie/es|er/sie|es|sie|er) (hat|ist)", p) for p in ps):
                    columns.setdefault("aux", ps)
                    continue
                if all(_labelled(p, PERSON1) is not None for p in ps):
                    columns.setdefault("past", [_labelled(p, PERSON1) for p in ps])
                    continue
                if all(_labelled(p, PERSON3) is not None for p in ps):
                    columns.setdefault("third", [_labelled(p, PERSON3) for p in ps])
                    continue
                if k in (2, 3) and all(WORDS.match(p) for p in ps) and not english.startswith("to "):
                    columns.setdefault("third" if k == 2 else "past", ps)
            for i, h in enumerate(heads):
                tags = re.findall(r"\{([^}]*)\}", h) or gtags
                if not any(t.startswith("v") for t in tags):
                    continue
                toks = [t for t in B.PREP_PHRASE.sub(" ", B.clean(h)).split() if not B.OBJW.match(t)]
                if len(toks) != 1 or not B.VERB_RE.match(toks[0]):
                    continue
                inf = toks[0]
                rec = DingParts(number, tags=tuple(t for t in tags if t.startswith("v")),
                                reflexive=bool(re.search(r"(^|[\s(])sich([\s/)]|$)", h)) or "vr" in tags)

                def split(value):
                    value = value.replace("sich ", "").strip()
                    return [x.strip() for x in value.split("/") if x.strip()]

                if columns.get("pp"):
                    rec.pp = [x for x in split(columns["pp"][i]) if " " not in x]
                if columns.get("third"):
                    rec.third = split(columns["third"][i])
                if columns.get("past"):
                    rec.past = split(columns["past"][i])
                if columns.get("aux"):
                    a = columns["aux"][i]
                    if re.search(r"\b(hat|hatte)\b", a):
                        rec.aux.append("haben")
                    if re.search(r"\b(ist|war)\b", a):
                        rec.aux.append("sein")
                if rec.pp or rec.third or rec.past or rec.aux:
                    out[inf].append(rec)
    return out


# ---------------------------------------------------------------------------
# The engine's forms

@dataclass
class Ours:
    infinitive: str
    meaning: int
    structure: str
    family: str
    aux: list[str]
    pp: list[str]
    third: list[str]
    past: list[str]


def first_list(v):
    if v is None:
        return []
    return v if isinstance(v, list) else [v]


def run_cli(cmd: str, verbs: list[str], extra: str = "") -> dict[str, dict]:
    proc = subprocess.run(f"{cmd} conjugate --format json {extra} -", shell=True,
                          input="\n".join(verbs) + "\n", capture_output=True, text=True)
    out = {}
    for line in proc.stdout.splitlines():
        try:
            obj = json.loads(line)
        except json.JSONDecodeError:
            continue
        out[obj.get("infinitive", "")] = obj
    return out


def ours_from(obj: dict, meaning: int) -> Ours | None:
    if "forms" not in obj:
        return None
    f = obj["forms"]
    return Ours(obj["infinitive"], meaning, obj.get("structure", ""), obj.get("family", ""),
                obj.get("auxiliaries") or [obj.get("auxiliary")],
                first_list((f.get("perfektpartizip") or [None])[0]),
                first_list((f.get("präsensIndikativ") or [None] * 3)[2]),
                first_list((f.get("präteritumIndikativ") or [None] * 3)[2]))


# ---------------------------------------------------------------------------
# Evidence

def joined(form: str) -> str:
    """"kommt an" -> "ankommt": the one-word spelling wordfreq and hunspell can judge."""
    words = form.split(" ")
    return "".join(reversed(words)) if len(words) == 2 else form


# ---------------------------------------------------------------------------
# The audit

def load_reviewed() -> dict[tuple[str, str, str], tuple[str, str]]:
    reviewed = {}
    for r in B.read_tsv(REVIEWED_TSV):
        if len(r) >= 5:
            reviewed[(r[0], r[1], r[2])] = (r[3], r[4])
    return reviewed


def crosscheck(rows_by_inf, ours_by_inf, ding, freq, reviewed):
    lines = {}
    for inf in sorted(rows_by_inf):
        ours = ours_by_inf.get(inf, [])
        if not ours:
            continue
        forms = {"participle": [x for o in ours for x in o.pp], "präsens": [x for o in ours for x in o.third],
                 "präteritum": [x for o in ours for x in o.past]}
        our_aux = {a for o in ours for a in o.aux}
        for rec in ding.get(inf, []):
            for kind, theirs in (("participle", rec.pp), ("präsens", rec.third), ("präteritum", rec.past)):
                for t in theirs:
                    if t in forms[kind] or (inf, kind, t) in lines:
                        continue
                    lines[(inf, kind, t)] = judge(inf, kind, forms, t, freq, reviewed, rec.line)
            for a in rec.aux:
                if a not in our_aux and (inf, "auxiliary", a) not in lines:
                    key = (inf, "auxiliary", a)
                    verdict, reason = reviewed.get(key, ("FIX", "Ding gives this auxiliary; the row lacks it"))
                    lines[key] = (inf, "auxiliary", "/".join(ours[0].aux), a, verdict, reason, str(rec.line))
    return list(lines.values())


def judge(inf, kind, forms, theirs, freq, reviewed, line):
    ours = forms[kind][0]
    row = lambda verdict, reason: (inf, kind, ours, theirs, verdict, reason, str(line))
    if (inf, kind, theirs) in reviewed:
        return row(*reviewed[(inf, kind, theirs)])
    o, t = joined(ours), joined(theirs)
    lemma = B.LEMMAS.of(t)
    if lemma and lemma != inf and B.LEMMAS.of(o) != lemma:
        return row("ours", f"Ding's column is misaligned: {t} is a form of {lemma} (spaCy lemma table)")
    if kind == "participle" and t in {joined(x) for x in forms["präsens"]}:
        return row("ours", f"Ding gives the 3rd person singular ({t}) in the participle's column")
    so, st = B.evidence_score(o, inf, freq), B.evidence_score(t, inf, freq)
    evidence = f"Ding's {B.describe_evidence(t, inf, freq)}; ours {B.describe_evidence(o, inf, freq)}"
    if so > st:
        return row("ours", "better attested: " + evidence)
    if st > so:
        return row("FIX", "only Ding's form is better attested: " + evidence)
    return row("FIX?", "equally attested: " + evidence)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cmd", default=os.path.join(B.ROOT, ".build", "release", "konjugieren"))
    ap.add_argument("--ding", default=B.DING_DEFAULT)
    args = ap.parse_args(argv)

    rows = B.read_tsv(B.LEXICON_TSV)
    rows_by_inf = collections.defaultdict(list)
    for r in rows:
        rows_by_inf[r[0]].append(r)
    verbs = list(rows_by_inf)
    ours_by_inf = collections.defaultdict(list)
    first = run_cli(args.cmd, verbs)
    second = run_cli(args.cmd, [v for v in verbs if len(rows_by_inf[v]) > 1], "--meaning 2")
    for v in verbs:
        for meaning, source in ((1, first), (2, second)):
            if v in source and (o := ours_from(source[v], meaning)):
                ours_by_inf[v].append(o)

    ding = parse_ding_parts(args.ding)
    freq = B.Freq()
    words = set()
    for v in verbs:
        for o in ours_by_inf.get(v, []):
            words.update(joined(x) for x in o.pp + o.third + o.past)
        for rec in ding.get(v, []):
            words.update(joined(x) for x in rec.pp + rec.third + rec.past)
    B.HUNSPELL.prime(words)
    reviewed = load_reviewed()
    cross = crosscheck(rows_by_inf, ours_by_inf, ding, freq, reviewed)

    os.makedirs(AUDIT_DIR, exist_ok=True)
    with open(os.path.join(AUDIT_DIR, "ding-crosscheck.tsv"), "w", encoding="utf-8") as fh:
        fh.write("# infinitive\tform\tours\tding\tverdict\treason\tding line\n")
        fh.write("# Generated by Scripts/audit_lexicon.py; hand verdicts come from Scripts/audit-reviewed.tsv.\n")
        for l in cross:
            fh.write("\t".join(l) + "\n")
    counts = collections.Counter((l[1], l[4]) for l in cross)
    for (kind, verdict), n in sorted(counts.items()):
        print(f"{kind:12s} {verdict:8s} {n}", file=sys.stderr)
    return 1 if any(l[4].startswith("FIX") for l in cross) else 0


if __name__ == "__main__":
    sys.exit(main())
