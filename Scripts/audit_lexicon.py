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
  unattested-forms.tsv  every generated form hunspell does not know, with a verdict
                        (SUSPECT where nothing attests it); none may remain SUSPECT
                        among the 5,000 most frequent verbs
  rules-vs-rows.tsv     every row whose forms differ from what the engine's analysis
                        of the bare infinitive gives, with verdict and reason
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
                    pronouns = ("sich", "mich", "dich", "uns", "euch", "mir", "dir")
                    # "sah mich/sich um": the pronouns' own alternatives go first
                    value = re.sub(r"\b(?:%s)(?:/(?:%s))+\b" % ("|".join(pronouns), "|".join(pronouns)), "", value)
                    alternatives = [" ".join(w for w in x.split() if w not in pronouns) for x in value.split("/")]
                    return [x.strip() for x in alternatives if x.strip()]

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
    # Ding's columns shifted against its heads: the form is another slot of this verb
    for other, name in (("participle", "participle"), ("präsens", "3rd person Präsens"),
                        ("präteritum", "Präteritum")):
        if other != kind and theirs in forms[other]:
            return row("ours", f"Ding's columns are shifted: {theirs} is this verb's {name}")
    if theirs == inf or theirs.endswith("end") or " " in theirs.strip() and len(theirs.split()) > 2:
        return row("ours", f"Ding's column holds the infinitive, Partizip I or a phrase ({theirs})")
    if any(ch.isupper() for ch in theirs):
        return row("variant", f"Ding writes the noun apart and capitalised ({theirs})")
    words_o, words_t = ours.split(" "), theirs.split(" ")
    if kind != "participle" and len(words_o) != len(words_t) and sorted(o) == sorted(t):
        return row("ours", "the other reading of the particle (separable against inseparable), "
                           "a separate meaning in Ding")
    if len(words_o) == len(words_t) == 2 and words_o[0] == words_t[0] and words_o[1] != words_t[1]:
        return row("ours", f"Ding's line lists a verb with another particle ({words_t[1]}) in this place")
    lemma = B.LEMMAS.of(t)
    if lemma and lemma != inf and B.LEMMAS.of(o) != lemma:
        return row("ours", f"Ding's column is misaligned: {t} is a form of {lemma} (spaCy lemma table)")
    if kind == "participle" and t in {joined(x) for x in forms["präsens"]}:
        return row("ours", f"Ding gives the 3rd person singular ({t}) in the participle's column")
    better = B.better_attested(o, t, inf, freq)
    so, st = B.evidence_score(o, inf, freq), B.evidence_score(t, inf, freq)
    evidence = (f"Ding's {B.describe_evidence(t, inf, freq)}, score {st:g}; "
                f"ours {B.describe_evidence(o, inf, freq)}, score {so:g}")
    if better:
        return row("ours", "ours better attested (usage first, then the sum of the evidence): " + evidence)
    if better is False:
        return row("FIX", "Ding's form better attested (usage first, then the sum of the evidence): " + evidence)
    return row("FIX?", "equally attested: " + evidence)


def rules_vs_rows(rows_by_inf, first, rules, freq, reviewed):
    """Rows whose structure or family differs from the engine's analysis of the bare
    infinitive without the lexicon, judged by which participle (and 3rd person) is
    better attested; identical forms under another notation need no verdict."""
    lines = []
    for inf in sorted(rows_by_inf):
        row, rule = first.get(inf), rules.get(inf)
        if not row or not rule or "forms" not in row or "forms" not in rule:
            continue
        if row.get("structure") == rule.get("structure") and row.get("family") == rule.get("family"):
            continue
        ours = ours_from(row, 1)
        theirs = ours_from(rule, 1)
        if ours.pp[:1] == theirs.pp[:1] and ours.third[:1] == theirs.third[:1] and ours.past[:1] == theirs.past[:1]:
            continue   # the same forms under another notation
        key = (inf, "rules", rule.get("structure", ""))
        o, t = ours.pp[0], theirs.pp[0]
        rs, us = rule.get("structure", ""), row.get("structure", "")
        two_readings = (rs.replace("|", "+") == us.replace("|", "+") and
                        any(rs.startswith(p) for p in B.AMBIGUOUS))
        if key in reviewed:
            verdict, reason = reviewed[key]
        elif two_readings:
            verdict, reason = "ours", ("both readings of the particle exist (separable and inseparable); "
                                       "the row follows Ding's participle")
        else:
            def no_ge(obj):   # a participle without ge- doubles as the joined 3rd person
                particles = "".join(p[:-1] for p in re.findall(r"[^|+]+\|", obj.get("structure", "").replace("~", "|")))
                return "+" in obj.get("structure", "") or not ours_from(obj, 1).pp[0][len(particles):].startswith("ge")
            better = B.better_attested(o, t, inf, freq, a_confounded=no_ge(row), b_confounded=no_ge(rule))
            if o == t:
                better = B.better_attested(joined(ours.past[0]), joined(theirs.past[0]), inf, freq)
                o, t = ours.past[0], theirs.past[0]
            evidence = f"row {B.describe_evidence(joined(o), inf, freq)}; rules {B.describe_evidence(joined(t), inf, freq)}"
            if better:
                verdict, reason = "ours", "the row's form is better attested: " + evidence
            elif better is False:
                verdict, reason = "FIX", "the rules' form is better attested: " + evidence
            else:
                verdict, reason = "ours", "no evidence either way; the row follows the dictionary: " + evidence
        lines.append((inf, f"{row.get('structure')} {row.get('family')}", f"{rule.get('structure')} {rule.get('family')}",
                      f"{ours.pp[0]} / {theirs.pp[0]}", verdict, reason))
    return lines


HUNSPELL_SLOTS = ("präsensIndikativ", "präteritumIndikativ", "perfektpartizip")
IMPERSONAL = {"geschehen", "passieren", "gelingen", "misslingen", "regnen", "schneien", "hageln",
              "donnern", "blitzen", "dämmern", "frieren", "ereignen", "begeben", "zutragen",
              "widerfahren", "glücken", "verlauten", "vonstattengehen", "stattfinden"}


def unattested(objs_by_inf, rank, ding, freq, reviewed):
    """Every generated form (Präsens, Präteritum, participle; every variant; the finite
    word without its particle) that hunspell's de_DE list does not know, with a
    verdict: attested elsewhere (wordfreq, spaCy's lemma table, Ding), a regular form
    hunspell lacks (strong Präteritum -est/-et, persons an impersonal verb does not
    use), a hand review, or SUSPECT."""
    tokens = {}
    later = {}   # forms that are only ever a later variant of their person-slot
    for inf, obj in objs_by_inf.items():
        forms = set()
        first = set()
        for slot in HUNSPELL_SLOTS:
            for v in (obj.get("forms") or {}).get(slot) or []:
                for k, variant in enumerate(v if isinstance(v, list) else [v]):
                    word = str(variant).split(" ")[0] if variant else ""
                    if word:
                        forms.add((slot, word))
                        if k == 0:
                            first.add(word)
        tokens[inf] = forms
        later[inf] = {w for _, w in forms} - first
    B.HUNSPELL.prime({t for fs in tokens.values() for _, t in fs} | set(tokens))
    lines = []
    for inf in sorted(tokens, key=lambda v: (rank.get(v, 10 ** 6), v)):
        if not B.HUNSPELL(inf):
            continue   # hunspell does not know the verb at all: nothing to compare
        obj = objs_by_inf[inf]
        structure = obj.get("structure", inf)
        base = re.split(r"[|+~]", structure)[-1]
        particles = "".join(p[:-1] for p in re.findall(r"[^|+]+\|", structure))
        dforms = {x for r in ding.get(inf, []) for x in r.pp + [joined(y) for y in r.third + r.past]}
        for slot, t in sorted(tokens[inf]):
            if B.HUNSPELL(t):
                continue
            key = (inf, "hunspell", t)
            if key in reviewed:
                verdict, reason = reviewed[key]
            elif freq(t) > 0:
                verdict, reason = "ours", f"attested by wordfreq (zipf {freq(t):.2f})"
            elif B.LEMMAS.of(t) in (inf, base, inf.replace(particles, "", 1)):
                verdict, reason = "ours", f"spaCy's lemma table lists it under {B.LEMMAS.of(t)}"
            elif t in dforms or particles + t in dforms:
                verdict, reason = "ours", "Ding gives it"
            elif inf in IMPERSONAL and slot != "perfektpartizip":
                verdict, reason = "ours", "regular form of a person an impersonal verb does not use"
            elif t in later[inf]:
                verdict, reason = "variant", ("a variant after the preferred form (an archaic or regional "
                                              "principal part of the table, or -ern/-eln without e: schläfre)")
            elif obj.get("family") in ("weak", "ieren"):
                verdict, reason = "ours", "regular weak form by rule; hunspell lacks it for this verb"
            elif obj.get("family") in ("strong", "mixed", "irregular"):
                verdict, reason = "ours", "regular person ending on the stem of the principal-parts table"
            else:
                verdict, reason = "SUSPECT", "unknown to hunspell, wordfreq, spaCy and Ding"
            lines.append((str(rank.get(inf, "")), inf, slot, t, verdict, reason))
    return lines


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

    rules = run_cli(args.cmd, verbs, "--rules-only")
    rr = rules_vs_rows(rows_by_inf, first, rules, freq, reviewed)
    os.makedirs(AUDIT_DIR, exist_ok=True)
    with open(os.path.join(AUDIT_DIR, "rules-vs-rows.tsv"), "w", encoding="utf-8") as fh:
        fh.write("# infinitive\trow\tengine rules alone\tparticiple row / rules\tverdict\treason\n")
        fh.write("# Generated by Scripts/audit_lexicon.py: rows whose forms differ from what the engine's "
                 "rules make of the bare infinitive; hand verdicts from Scripts/audit-reviewed.tsv.\n")
        for l in rr:
            fh.write("\t".join(l) + "\n")
    print(f"rules vs rows: {len(rr)} rows differ: {dict(collections.Counter(l[4] for l in rr))}", file=sys.stderr)
    rank = {r[0]: int(r[4]) for r in rows}
    hs_lines = unattested(first, rank, ding, freq, reviewed)
    os.makedirs(AUDIT_DIR, exist_ok=True)
    with open(os.path.join(AUDIT_DIR, "unattested-forms.tsv"), "w", encoding="utf-8") as fh:
        fh.write("# rank\tinfinitive\tslot\tform\tverdict\treason\n")
        fh.write("# Generated by Scripts/audit_lexicon.py: generated forms the hunspell de_DE word list "
                 "does not know, each judged; hand verdicts from Scripts/audit-reviewed.tsv.\n")
        for l in hs_lines:
            fh.write("\t".join(l) + "\n")
    counts_hs = collections.Counter(l[4] for l in hs_lines)
    top = collections.Counter(l[4] for l in hs_lines if l[0] and int(l[0]) <= 5000)
    print(f"hunspell: {len(hs_lines)} forms unknown to hunspell: {dict(counts_hs)}; top 5000: {dict(top)}",
          file=sys.stderr)
    with open(os.path.join(AUDIT_DIR, "ding-crosscheck.tsv"), "w", encoding="utf-8") as fh:
        fh.write("# infinitive\tform\tours\tding\tverdict\treason\tding line\n")
        fh.write("# Generated by Scripts/audit_lexicon.py; hand verdicts come from Scripts/audit-reviewed.tsv.\n")
        for l in cross:
            fh.write("\t".join(l) + "\n")
    counts = collections.Counter((l[1], l[4]) for l in cross)
    for (kind, verdict), n in sorted(counts.items()):
        print(f"{kind:12s} {verdict:8s} {n}", file=sys.stderr)
    fixes = B.read_tsv(os.path.join(AUDIT_DIR, "evidence-fixes.tsv"))
    with open(os.path.join(AUDIT_DIR, "summary.txt"), "w", encoding="utf-8") as fh:
        fh.write("Lexicon audit — counts (generated by Scripts/audit_lexicon.py)\n\n")
        fh.write(f"Rows changed by the evidence pass of Scripts/build_lexicon.py ({len(fixes)}), by fault class:\n")
        for cls, n in sorted(collections.Counter(r[1] for r in fixes).items()):
            fh.write(f"  {n:5d}  {cls}\n")
        fh.write(f"\nDisagreements with Ding's principal parts ({len(cross)}), by form and verdict:\n")
        for (kind, verdict), n in sorted(collections.Counter((l[1], l[4]) for l in cross).items()):
            fh.write(f"  {n:5d}  {kind} {verdict}\n")
        fh.write(f"\nRows whose forms differ from the engine's rules alone ({len(rr)}), by verdict:\n")
        for verdict, n in sorted(collections.Counter(l[4] for l in rr).items()):
            fh.write(f"  {n:5d}  {verdict}\n")
        fh.write(f"\nForms unknown to hunspell de_DE ({len(hs_lines)}), by verdict (all verbs / 5,000 most frequent):\n")
        for verdict, n in sorted(counts_hs.items()):
            fh.write(f"  {n:5d} / {top.get(verdict, 0):5d}  {verdict}\n")
    suspects = any(l[4] == "SUSPECT" and l[0] and int(l[0]) <= 5000 for l in hs_lines)
    return 1 if any(l[4].startswith("FIX") for l in cross + rr) or suspects else 0


if __name__ == "__main__":
    sys.exit(main())
