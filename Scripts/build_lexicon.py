#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Build the Konjugieren verb lexicon.

Developer-run, never needed at run time. Reads

  * the Ding German-English word list (Debian package trans-de-en, GPL-2+),
  * wordfreq's German frequencies (PyPI wordfreq: code Apache-2.0, data CC BY-SA 4.0),
  * the project's hand-written tables: the principal parts of the strong and mixed
    verbs (the string literal in
    Packages/ConjugationEngine/Sources/ConjugationEngine/PrincipalParts+Table.swift),
    Scripts/glosses.tsv (English glosses of the most frequent verbs),
    Scripts/meanings.tsv (verbs with two differently conjugated meanings) and
    Scripts/overrides.tsv (corrections of single fields),

and writes

  * Packages/VerbData/Sources/VerbData/Resources/lexicon.tsv
  * Resources/NOTICE

Usage:
  python3 Scripts/build_lexicon.py     # rebuild lexicon.tsv, NOTICE and audit/evidence-fixes.tsv

Every row is checked against attestation (wordfreq, the hunspell de_DE word list,
spaCy's German lemma table) before the hand corrections apply; Scripts/build-data
runs this, a release build and the audit (Scripts/audit_lexicon.py).

The formats are documented in Packages/VerbData/Sources/VerbData/Resources/README.md.
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
from dataclasses import dataclass, field

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RES = os.path.join(ROOT, "Packages", "VerbData", "Sources", "VerbData", "Resources")
ENGINE_TABLE = os.path.join(ROOT, "Packages", "ConjugationEngine", "Sources", "ConjugationEngine",
                            "PrincipalParts+Table.swift")
LEXICON_TSV = os.path.join(RES, "lexicon.tsv")
NOTICE = os.path.join(ROOT, "Resources", "NOTICE")
SCRIPTS = os.path.join(ROOT, "Scripts")
GLOSSES_TSV = os.path.join(SCRIPTS, "glosses.tsv")
MEANINGS_TSV = os.path.join(SCRIPTS, "meanings.tsv")
OVERRIDES_TSV = os.path.join(SCRIPTS, "overrides.tsv")
DING_DEFAULT = "/usr/share/trans/de-en"
HUNSPELL_DICT = "de_DE"

# ---------------------------------------------------------------------------
# Grammar knowledge

# Built into the engine (suppletive or modal); their compounds are "irregular" too.
BUILTIN_PP = {
    "sein": "gewesen", "haben": "gehabt", "werden": "geworden", "tun": "getan",
    "wissen": "gewusst", "können": "gekonnt", "dürfen": "gedurft", "mögen": "gemocht",
    "müssen": "gemusst", "sollen": "gesollt", "wollen": "gewollt", "möchten": "gemocht",
}
BUILTIN_3SG = {
    "sein": "ist", "haben": "hat", "werden": "wird", "tun": "tut", "wissen": "weiß",
    "können": "kann", "dürfen": "darf", "mögen": "mag", "müssen": "muss",
    "sollen": "soll", "wollen": "will", "möchten": "möchte",
}
BUILTIN_AUX = {"sein": "sein", "werden": "sein"}
# Further forms of the built-ins that other verbs' forms collide with.
BUILTIN_FORMS = {
    "sein": ["bin", "bist", "sind", "seid", "war", "waren", "wäre"],
    "haben": ["habe", "hast", "habt", "hatte", "hätte"],
    "werden": ["wirst", "wurde", "würde"],
    "wissen": ["weiß", "weißt", "wusste", "wüsste"],
    "können": ["kann", "kannst", "konnte", "könnte"],
    "dürfen": ["darf", "darfst", "durfte", "dürfte"],
    "mögen": ["mag", "magst", "mochte", "möchte"],
    "müssen": ["muss", "musst", "musste", "müsste"],
    "sollen": ["soll", "sollst", "sollte"],
    "wollen": ["will", "willst", "wollte"],
    "möchten": ["möchte", "möchtest", "möchtet"],
    "tun": ["tust", "tat", "täte"],
}
BUILTIN_GLOSS = {
    "sein": "to be", "haben": "to have", "werden": "to become; will (future); to be (passive)",
    "tun": "to do", "wissen": "to know (a fact)", "können": "can, to be able to",
    "dürfen": "may, to be allowed to", "mögen": "to like; may", "müssen": "must, to have to",
    "sollen": "shall, to be supposed to", "wollen": "to want (to)", "möchten": "would like (to)",
}

# Inseparable prefixes; the last group is ambiguous (separable in other verbs).
INSEPARABLE = ["be", "emp", "ent", "er", "ge", "miss", "ver", "zer"]
AMBIGUOUS = ["durch", "hinter", "über", "um", "unter", "voll", "wider", "wieder"]
# When a separable and an inseparable reading predict the same participle
# (über|be+werten vs über+bewerten), these particles read inseparably.
AMBIGUOUS_PREFER_INSEP = {"über", "unter", "hinter"}

# Separable particles: adverbs, prepositions and the common adjective/noun particles.
SEPARABLE = sorted(set("""
ab an auf aus bei da dar dabei dagegen daher dahin dahinter daneben daran darauf
daraus darein darüber darum darunter davon davor dazu dazwischen drauf drein dran
drüber drunter durch ein einher empor entgegen entlang entzwei fehl fest fort frei
gegen gegenüber heim her herab heran herauf heraus herbei herein herüber herum
herunter hervor hierher hin hinab hinan hinauf hinaus hindurch hinein hintan hinter
hinüber hinunter hinweg hinzu hoch inne kaputt kennen klar kund los mit nach nahe
nieder offen quer ran rauf raus rein rüber rum runter statt teil um umher unter vor
voran voraus vorbei vorher vorüber vorweg weg weiter wider wieder zu zurecht zurück
zusammen zuvor zwischen über überein zuteil bevor zuwider verloren zufrieden abwärts
aufwärts vorwärts rückwärts seitwärts heimwärts aufrecht übrig auseinander beisammen beiseite bereit
blank bloß breit dicht fern feil flott gleich groß gut hart kalt krank kurz lahm
leer leicht schief weh leid schön zugrunde zunichte zustande zustatten vorab umeinander schwarz schwer still stramm tot tief trocken voll wach warm
wahr wohl abhanden anheim durcheinander gegeneinander hintereinander ineinander
miteinander nebeneinander übereinander untereinander voneinander zueinander
aneinander aufeinander auseinander beieinander zurecht überhand gern preis stand
acht maß haus eis kopf not rad schlange probe sicher bekannt fertig glatt richtig
näher davon nebenher obenauf überhand vorlieb wett fremd
""".split()), key=len, reverse=True)

# Native verbs in -ieren that take ge- (gefroren, geschmiert, geziert).
NATIVE_IEREN = {"frieren", "schmieren", "zieren", "gieren", "stieren", "verlieren",
                "vieren", "kieren", "wieren", "erkiesen"}

# Meanings whose strong and weak readings are distinct verbs (hängen: hing / hängte).
# Compounds of these may yield two rows when Ding attests both participles.
TWO_MEANING_BASES = {"hängen", "bewegen", "schaffen", "erschrecken", "wiegen", "senden",
                     "schleifen", "weichen", "stecken", "pflegen", "quellen", "schwellen",
                     "wenden", "wachsen", "bleichen", "schrecken", "scheren", "bedingen"}

# Bases whose compounds conjugate mixed, with the weak forms as a variant, whatever
# the simplex does (an|wenden: wandte an / wendete an, angewandt / angewendet;
# ent+senden: entsandte, entsandt): a dictionary's regular participle of such a
# compound is the variant, not a weak meaning. Compounds that are weak only
# (ent+wenden 'steal') or weak first (ver+wenden) are set in overrides.tsv.
MIXED_COMPOUND_BASES = {"wenden", "senden"}

# Table verbs whose weak reading is an ordinary prefixed verb (be+wegen: bewegt),
# so that compounds can take either reading (fort|be+wegen).
SPLIT_WEAK_READING = {"bewegen", "bedingen"}

VERB_RE = re.compile(r"^[a-zäöüß]+n$")
KNOWN: set[str] = set()   # every infinitive of the build, filled by build()
FREQ = None                # the Freq of the build, set by build()
ZIPF_OVERRIDES: dict[str, float] = {}   # from overrides.tsv, column "zipf"


def sort_key(word: str):
    """Plain Unicode scalar order (Swift's String <), so the loader can check and
    binary-search the table without a collation."""
    return word


def stem_of(inf: str) -> str:
    if inf.endswith("en") and not inf.endswith(("ieen",)):
        return inf[:-2]
    return inf[:-1]


def needs_e(stem: str) -> bool:
    """e-insertion before -t/-st: after t/d, and after consonant + m/n (atmet, rechnet,
    zeichnet) but not after l/r/h or a doubled m/n (lernt, filmt, wohnt, kämmt)."""
    if stem.endswith(("t", "d")):
        return True
    if len(stem) >= 2 and stem[-1] in "mn":
        prev = stem[-2]
        if prev in "aeiouäöüy" or prev in "lr" or prev == stem[-1]:
            return False
        if prev == "h" and len(stem) >= 3 and stem[-3] in "aeiouäöüy":
            return False
        return True
    return False


def weak_3sg(inf: str) -> str:
    if inf.endswith(("ern", "eln")) or inf in ("tun",):
        return inf[:-1] + "t"
    s = stem_of(inf)
    return s + ("et" if needs_e(s) else "t")


def weak_pp_core(inf: str) -> str:
    """Participle without ge-: gemacht -> macht."""
    return weak_3sg(inf)


def is_ieren(inf: str) -> bool:
    if not inf.endswith("ieren") or inf in NATIVE_IEREN or len(inf) <= 6:
        return False
    # ver+zieren, be+schmieren: a native verb behind an inseparable prefix
    return not any(inf == p + n for p in INSEPARABLE for n in NATIVE_IEREN)


# ---------------------------------------------------------------------------
# Data loading

@dataclass
class Irregular:
    infinitive: str
    praesens: str
    praeteritum: str
    konjunktiv2: str
    partizip: str
    imperativ: str
    auxiliary: str
    family: str

    def participles(self) -> list[str]:
        return self.partizip.split("|")

    def has_ge(self, pp: str) -> bool:
        if self.infinitive.startswith("ge") and self.infinitive not in ("gehen", "geben", "gelten"):
            return pp.startswith("gege")
        return pp.startswith("ge")

    def third_singular(self) -> str:
        first = self.praesens.split("|")[0]
        if first == "-":
            return weak_3sg(self.infinitive)
        return first.split(" ")[1]


def read_tsv(path: str) -> list[list[str]]:
    rows = []
    if not os.path.exists(path):
        return rows
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            rows.append(line.split("\t"))
    return rows


def principal_parts_text() -> str:
    """The engine's table of principal parts: the text of the multi-line string
    literal `tableText` in PrincipalParts+Table.swift."""
    with open(ENGINE_TABLE, encoding="utf-8") as fh:
        source = fh.read()
    m = re.search(r'tableText = """\n(.*?)\n"""', source, re.S)
    if not m:
        sys.exit(f"{ENGINE_TABLE}: no tableText literal")
    return m.group(1)


def load_irregular() -> dict[str, Irregular]:
    table = {}
    for n, line in enumerate(principal_parts_text().split("\n"), 1):
        if not line.strip() or line.startswith("#"):
            continue
        r = line.split("\t")
        if len(r) != 8:
            sys.exit(f"principal parts table: line {n} has {len(r)} columns: {r}")
        table[r[0]] = Irregular(*r)
    return table


BR = re.compile(r"\{[^}]*\}|\[[^\]]*\]|\([^)]*\)|<[^>]*>")
OBJW = re.compile(r"^(etw\.|jdn\.|jdm\.|jds\.|sich|einander|jmd\.|jmdn\.|jmdm\.|einer|Sache|"
                  r"(?:jdn|jdm|etw|sich|jds)\.?/(?:jdn|jdm|etw|sich|jds)\.?|…|\.\.\.)$")


# "sich an etw. gewöhnen", "mit jdm. sprechen": the prepositional object is not part of the verb
PREP_PHRASE = re.compile(
    r"(^|\s)(an|auf|aus|bei|durch|für|gegen|in|mit|nach|über|um|unter|von|vor|zu|zwischen|hinter|"
    r"neben|wegen|gegenüber|ab|bis|ohne|seit|als|wie|im|am|vom|zum|zur|ins|ans|aufs|beim)\s+"
    r"(etw\.|jdn\.|jdm\.|jds\.|sich|einer Sache|jdn\./etw\.|etw\./jdn\.|jdm\./etw\.|etw\./jdm\.)(?=\s|$)")


# Ding marks a sense's objects by case: "jdn." and "etw." accusative (etw. singen, jdn.
# fragen), "jdm." and "einer Sache" dative (jdm. helfen, einer Sache dienen). Inside a
# prepositional phrase ("auf etw. warten", "mit jdm. sprechen", "als etw. dienen") they
# are not objects of the verb.
ACC_MARK = re.compile(r"^(etw\.|jdn\.|jdn\./etw\.|etw\./jdn\.|jdn\./sich|etw\./sich)$")
DAT_MARK = re.compile(r"^(jdm\.|jdm\./etw\.|etw\./jdm\.|jdm\./sich|einer Sache)$")


def object_cases(head: str) -> str:
    """The object cases of one Ding head outside prepositional phrases: "a" where it has
    an accusative object (etw. singen, sich etw. merken), "d" where a dative one (jdm.
    antworten, jdm./etw. ähneln), "ad" for both (jdm. etw. geben), "" for none
    (schwimmen, auf etw. warten)."""
    # a bracketed object alone is optional but still the verb's: (jdm.) helfen; a
    # bracketed remark is not: auf jdn. stehen (jdn. attraktiv finden)
    text = re.sub(r"\([^)]*\s[^)]*\)", " ", re.sub(r"\{[^}]*\}|\[[^\]]*\]|<[^>]*>", " ", head))
    text = re.sub(r"[()]", " ", text)
    text = text.replace("einer Sache", "einer_Sache")
    toks = text.split()
    acc = dat = False
    for i, t in enumerate(toks):
        t = t.replace("_", " ")
        prev = toks[i - 1].lower() if i else ""
        if prev and all(PREP_WORD.match(x) for x in prev.split("/")):
            continue
        if ACC_MARK.match(t):
            acc = True
        elif DAT_MARK.match(t):
            dat = True
    return ("a" if acc else "") + ("d" if dat else "")


# Words that begin a noun phrase of their own (die Absolution, etwas, nichts): a phrase
# with one is an idiom, not the verb's valency.
NOUN_PHRASE_WORDS = set("""
der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner
keines mein meine dein deine sein seine ihr ihre unser unsere euer eure es etwas nichts
alles viel viele wenig manches jedes dies diese diesen
""".split())


def is_adverb(word: str) -> bool:
    """A lowercase word of a valency phrase that is no object of its own: an adverb or
    adjective ((jdm.) kaltschnäuzig antworten, jdm. treu bleiben). Nouns are
    capitalized; determiners and pronouns begin a noun phrase (jdm. die Absolution
    erteilen, jdm. etwas schenken); words in -n may be verbs (jdn. kommen lassen)."""
    return (bool(re.fullmatch(r"[a-zäöüß]+", word)) and word not in NOUN_PHRASE_WORDS
            and not word.endswith("n"))


def object_evidence(path: str) -> dict[str, collections.Counter]:
    """For each word, how many of Ding's German valency phrases (the word with its object
    marks alone, from the headwords and the example phrases alike) show an accusative
    object ("a": etw. singen, jdm. etw. geben) or a dative object only ("d": jdm.
    antworten, jdm. zu etw. gratulieren); prepositional objects do not count
    (object_cases), nor do idioms (jdm. die Absolution erteilen)."""
    out: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.startswith("#") or " :: " not in line:
                continue
            de = line.split(" :: ", 1)[0]
            for field in bsplit(de, " | "):
                for phrase in bsplit(field, "; "):
                    words = re.sub(r"\{[^}]*\}|\[[^\]]*\]|\([^)]*\)|<[^>]*>", " ", phrase).replace(
                        "einer Sache", "einer_Sache").split()
                    if len(words) < 2 or not VERB_RE.match(words[-1]):
                        continue
                    # Both cases count only from the verb's own valency phrase, the verb
                    # with its objects alone (jdm. etw. erteilen, jdm. antworten): an
                    # idiom's noun is the object of its own (jdm. die Absolution
                    # erteilen, jdm. ein Ende bereiten) and hides whether the verb takes
                    # an accusative, so its dative says nothing of the verb's passive
                    # (etw. im Wege stehen is jdm./etw. im Wege stehen).
                    if not valency_words(words[:-1]):
                        continue
                    cases = object_cases(phrase)
                    if "a" in cases:
                        out[words[-1]]["a"] += 1
                        # a person as the accusative object (jdn. überzeugen, jdn.
                        # hofieren): an action on someone, never a measure (etw. betragen);
                        # not where Ding tags the heads {vi} or names a thing as the doer,
                        # a feeling that comes over someone (jdn. gruseln {vi}, jdn.
                        # schmerzen (Sache): *ich werde geschmerzt)
                        if "{vi}" not in field and "(Sache)" not in field and "(Gefühl)" not in field and any(w.startswith("jdn.") and not (k and all(PREP_WORD.match(x) for x in words[k - 1].lower().split("/")))
                               for k, w in enumerate(words[:-1])):
                            out[words[-1]]["person"] += 1
                    elif cases == "d":
                        out[words[-1]]["d"] += 1
    return out


def valency_words(words: list[str]) -> bool:
    """Whether the words before a verb are its objects alone: object marks, sich, adverbs
    and prepositional phrases, whose own nouns and articles belong to the preposition
    (jdn. von einer Sache überzeugen, jdn. in den Ruhestand versetzen), but no noun of
    the verb's own (jdm. die Absolution erteilen, eine Wohnung kündigen)."""
    in_phrase = False
    for w in words:
        if ACC_MARK.match(w) or DAT_MARK.match(w.replace("_", " ")) or w == "sich" or is_adverb(w):
            in_phrase = False
        elif all(PREP_WORD.match(x) for x in w.lower().split("/")):
            in_phrase = True
        elif not in_phrase:
            return False
    return True


PREP_WORD = re.compile(
    r"^(an|auf|aus|bei|durch|für|gegen|in|mit|nach|über|um|unter|von|vor|zu|zwischen|hinter|"
    r"neben|wegen|gegenüber|ab|bis|ohne|seit|als|wie|im|am|vom|zum|zur|ins|ans|aufs|beim|"
    r"entgegen|gemäß|trotz|statt|anstatt|innerhalb|außerhalb|jenseits)$")


def bsplit(s: str, sep: str) -> list[str]:
    """Split at sep outside brackets."""
    out, cur, depth, i = [], [], 0, 0
    while i < len(s):
        c = s[i]
        if c in "([{<":
            depth += 1
        elif c in ")]}>":
            depth = max(0, depth - 1)
        if depth == 0 and s.startswith(sep, i):
            out.append("".join(cur))
            cur = []
            i += len(sep)
            continue
        cur.append(c)
        i += 1
    out.append("".join(cur))
    return out


def clean(s: str) -> str:
    return re.sub(r"\s+", " ", BR.sub(" ", s)).strip()


@dataclass
class DingRecord:
    order: int
    refl: bool
    pp: str | None
    aux: str | None   # "haben" / "sein" / None
    english: str
    nheads: int
    full: bool        # line carries principal parts
    tags: tuple = ()  # vt, vi, vr, v
    pp_any: str | None = None  # participle also of -ern/-eln lines (Partizip I in -rnd/-lnd)
    dative: bool = False  # sich in the dative: sich etw. merken (mir, dir)
    objects: str = ""  # the head's objects: "a" accusative, "d" dative, "p" prepositional (object_cases)
    sibling_acc: bool = False  # another head of the line marks an accusative (etw. herabsetzen; nachlassen {vt})


def strip_person(p: str) -> str:
    for pre in ("ich/er/sie/es ", "ich/er/sie ", "er/sie/es ", "er/sie ", "ich/es ", "es "):
        if p.startswith(pre):
            return p[len(pre):]
    return p


def parse_ding(path: str) -> dict[str, list[DingRecord]]:
    out: dict[str, list[DingRecord]] = collections.defaultdict(list)
    order = 0
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.startswith("#") or " :: " not in line:
                continue
            de, en = line.rstrip("\n").split(" :: ", 1)
            dfs = bsplit(de, " | ")
            efs = bsplit(en, " | ")
            gtags = re.findall(r"\{(v[a-z]*)\}", dfs[0])
            if not gtags:
                continue
            heads = bsplit(dfs[0], "; ")
            n = len(heads)
            fields = [clean(x) for x in dfs[1:]]
            pp_field = perf_field = pp_any_field = None
            if len(fields) >= 2 and fields[0] and all(
                    p.strip().endswith(("end", "rnd", "lnd")) for p in fields[0].split("; ") if p.strip()):
                pp_any_field = fields[1]
            if len(fields) >= 2 and fields[0] and all(
                    p.strip().endswith("end") for p in fields[0].split("; ") if p.strip()):
                pp_field = fields[1]
                for x in fields[2:7]:
                    if re.match(r"^(er/sie/es|er/sie|es|sie) (hat|ist)", x):
                        perf_field = x
                        break

            def aligned(s):
                if s is None:
                    return [None] * n
                parts = [strip_person(p.strip()) for p in bsplit(s, "; ")]
                return parts if len(parts) == n else [None] * n

            pps = aligned(pp_field)
            pps_any = aligned(pp_any_field)
            perfs = aligned(perf_field)
            # Ding puts a tag after the run of heads it applies to: "etw. anstreben;
            # erstreben {vt}; nach etw. streben; trachten {vi}" tags trachten {vi} only.
            own = [re.findall(r"\{([^}]*)\}", h) for h in heads]
            head_acc = ["a" in object_cases(h) for h in heads]
            for k, h in enumerate(heads):
                tags = next((t for t in own[k:] if any(x.startswith("v") for x in t)), None) or own[k] or gtags
                if not any(t.startswith("v") for t in tags):
                    continue
                toks = [t for t in PREP_PHRASE.sub(" ", clean(h)).split() if not OBJW.match(t)]
                if len(toks) != 1 or not VERB_RE.match(toks[0]):
                    continue
                refl = bool(re.search(r"(^|[\s(])sich([\s/)]|$)", h)) or "vr" in tags
                dative = bool(re.search(r"(^|[\s(])sich \(?(etw\.|jdn\.|jdn\./etw\.|etw\./jdn\.)", h))
                objects = object_cases(h) + ("p" if PREP_PHRASE.search(clean(h)) else "")
                pp = pps[k]
                if pp:
                    pp = pp.replace("sich ", "").strip()
                    if " " in pp:
                        pp = None
                aux = None
                if perfs[k]:
                    p = perfs[k]
                    if p.startswith("hat") or p.startswith("hatte"):
                        aux = "haben"
                    elif p.startswith("ist"):
                        aux = "sein"
                order += 1
                pp_any = pps_any[k]
                if pp_any:
                    pp_any = pp_any.replace("sich ", "").strip()
                out[toks[0]].append(DingRecord(order, refl, pp, aux, efs[0], n, pp_field is not None,
                                                tuple(t for t in tags if t.startswith("v")), pp_any, dative, objects,
                                                any(x for j, x in enumerate(head_acc) if j != k)))
    return out


def ding_version(path: str) -> str:
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.startswith("# Version"):
                return line.split("::", 1)[1].strip()
            if not line.startswith("#"):
                break
    return "unknown"


# ---------------------------------------------------------------------------
# Analysis of one infinitive into particles, prefixes and base

@dataclass
class Analysis:
    segments: list[str]   # e.g. ["an|", "er+"]
    base: str

    @property
    def structure(self) -> str:
        return "".join(self.segments) + self.base

    @property
    def has_insep(self) -> bool:
        return any(s.endswith("+") for s in self.segments)

    @property
    def sep_prefix(self) -> str:
        return "".join(s[:-1] for s in self.segments if s.endswith("|"))

    @property
    def insep_prefix(self) -> str:
        return "".join(s[:-1] for s in self.segments if s.endswith("+"))


class Analyzer:
    def __init__(self, known: set[str], irregular: dict[str, Irregular]):
        self.known = known
        self.irregular = irregular
        self.attested: dict[str, set[str]] = {}   # participles the dictionary gives

    def analyses(self, v: str, allow_sep: bool = True, top: bool = True) -> list[Analysis]:
        res = [Analysis([], v)]
        if (v in self.irregular and v not in SPLIT_WEAK_READING) or v in BUILTIN_PP:
            return res
        for q in INSEPARABLE + AMBIGUOUS:
            rest = v[len(q):]
            if not top and allow_sep and q in AMBIGUOUS and v not in self.known:
                continue   # da|hinter+klemmen: behind a particle only a known über+setzen
            if v.startswith(q) and rest.endswith("n") and (rest in self.known or (
                    len(rest) >= 4 and re.search("[aeiouäöüy]", rest[:-2]))):
                for a in self.analyses(rest, allow_sep=False, top=False):
                    res.append(Analysis([q + "+"] + a.segments, a.base))
        if allow_sep:
            for p in SEPARABLE:
                rest = v[len(p):]
                # an unknown remainder is tried too; only a dictionary participle
                # with ge- in the right place (abgeheuert) can then confirm it
                if v.startswith(p) and (rest in self.known or (
                        len(rest) >= 4 and re.search("[aeiouäöü]", rest[:-2]))):
                    for a in self.analyses(rest, allow_sep=True, top=False):
                        res.append(Analysis([p + "|"] + a.segments, a.base))
        if not top:
            # inside a prefix chain an unknown remainder can only be a base
            pass
        return res

    def predictions(self, a: Analysis) -> dict[str, dict[str, None]]:
        """Predicted participles by family, in the table's order of preference
        (dicts as ordered sets, so that the build does not depend on hash order)."""
        b = a.base
        sep = a.sep_prefix
        insep = a.insep_prefix
        preds: dict[str, set[str]] = {}
        if b in BUILTIN_PP:
            pp = BUILTIN_PP[b]
            core = pp[2:] if (a.has_insep and pp.startswith("ge")) else pp
            preds["irregular"] = {sep + insep + core: None}
            return preds
        if b in self.irregular:
            irr = self.irregular[b]
            forms = {}
            for pp in irr.participles():
                if a.has_insep and irr.has_ge(pp):
                    pp = pp[2:]
                forms[sep + insep + pp] = None
            preds[irr.family] = forms
        if is_ieren(b):
            preds["ieren"] = {sep + insep + weak_pp_core(b): None}
        core = weak_pp_core(b)
        preds.setdefault("weak", {})[sep + insep + ("" if a.has_insep else "ge") + core] = None
        # verbs stressed after the first syllable (prophezeien, posaunen): no ge-
        preds["weak-noge"] = {core: None} if not a.segments else {}
        return preds


# ---------------------------------------------------------------------------
# Frequencies

class Freq:
    def __init__(self):
        try:
            from wordfreq import zipf_frequency
        except ImportError:
            sys.exit("wordfreq is missing: pip install -r Scripts/requirements.txt")
        self._z = zipf_frequency
        self._cache: dict[str, float] = {}

    def __call__(self, w: str) -> float:
        if w not in self._cache:
            self._cache[w] = self._z(w, "de")
        return self._cache[w]


# ---------------------------------------------------------------------------
# Building

@dataclass
class Row:
    infinitive: str
    structure: str
    family: str
    auxiliary: str
    rank: int
    flags: list[str]
    gloss: str
    score: float = 0.0
    order: int = 0
    third: str = ""
    pp: str = ""
    past: str = ""

    def line(self) -> str:
        return "\t".join([self.infinitive, self.structure, self.family, self.auxiliary,
                          str(self.rank), ",".join(self.flags) or "-", self.gloss])


def clean_gloss(english: str, limit: int = 60) -> str:
    senses = []
    for s in bsplit(english, "; "):
        s = re.sub(r"\{[^}]*\}|\[[^\]]*\]|<[^>]*>|\([^)]*\)", " ", s)
        # Ding's cross-reference markup (#BE_make#) and elided objects (suspect that …)
        s = re.sub(r"#[^#\s]*#", " ", s)
        s = re.sub(r"\s*(…|\.\.\.)", " ", s)
        s = re.sub(r"\s+", " ", s).strip(" ,;/")
        s = re.sub(r"\b(sth|sb|so)\.(/(sth|sb|so)\.)?", " ", s)
        s = re.sub(r"\b(sb's|sth's|one's|oneself)\b", " ", s)
        s = re.sub(r"\s+/\s*|/\s*$|^\s*/", " ", s)
        s = re.sub(r"(^|\s)[’'][a-z]*", " ", s)
        s = re.sub(r"\s+", " ", s).strip(" ,;/")
        s = re.sub(r"\s+", " ", s)
        if not s or s in senses:
            continue
        senses.append(s)
    out = ""
    for s in senses[:3]:
        cand = s if not out else out + "; " + s
        if len(cand) > limit:
            break
        out = cand
    if not out and senses:
        out = senses[0][:limit].rsplit(" ", 1)[0] if len(senses[0]) > limit else senses[0]
    return out


def combine_aux(counts: collections.Counter, fallback: str) -> str:
    h, s = counts.get("haben", 0), counts.get("sein", 0)
    if h and s:
        return "sein,haben" if s > h else "haben,sein"
    if s:
        return "sein"
    if h:
        return "haben"
    return fallback


# Verbs of locomotion: their particle verbs keep sein even with a path object.
MOTION = set("""
gehen kommen fahren laufen fliegen schwimmen reiten rollen eilen rennen springen steigen
fallen klettern kriechen segeln rudern reisen wandern stürzen tauchen sinken gleiten
rutschen schleichen strömen fließen rasen hüpfen stolpern flüchten bummeln marschieren
waten wanken spazieren joggen radeln schlendern stapfen stampfen torkeln traben nahen
trotten watscheln flitzen sausen düsen hasten jagen ziehen treiben driften stolzieren
""".split())


DIRECTIONAL = set("""
hoch hinauf herauf hinunter herunter hinab herab empor entlang durch rauf runter
""".split())


def adjective_stem(base: str) -> str | None:
    """The adjective a weak verb is made from, if wordfreq knows it well: starken ->
    stark, flauen -> flau, röten -> rot."""
    stem = stem_of(base)
    plain = stem.replace("ä", "a").replace("ö", "o").replace("ü", "u").replace("äu", "au")
    for cand in dict.fromkeys((stem, plain)):
        if FREQ is not None and FREQ(cand) >= 2.5:
            return cand
    return None


def inherited_aux(a: Analysis, recs: list, irregular: dict[str, Irregular], known_aux: dict[str, str],
                  all_recs: list | None = None) -> str:
    """Auxiliary of a verb the dictionary gives no perfect for.

    Transitive and reflexive verbs take haben. A particle verb of a verb of motion
    keeps its sein, also with a path object (ist hochgeklettert, ist den Berg
    hinaufgestiegen), and so does any intransitive compound of a sein verb
    (auseinandergehen, herannahen). er-, ent-, ver- and zer- on an intransitive strong
    verb make a change of state and take sein (erscheinen, entstehen, vergehen), as
    do intransitive verbs made from an adjective (erstarken, abflauen, verarmen)."""
    tags = {t for r in recs for t in r.tags}
    transitive = "vt" in tags and "vi" not in tags
    intransitive = "vi" in tags and "vt" not in tags
    # reflexive only if every sense of the verb is (sich trennen; auseinandergehen)
    reflexive = bool(all_recs or recs) and all(r.refl for r in (all_recs or recs))
    if a.base in BUILTIN_PP:
        return BUILTIN_AUX.get(a.base, "haben")
    if a.insep_prefix.startswith("be") or reflexive:
        return "haben"
    # the inseparable reading of an ambiguous particle is transitive: hat umgangen
    if a.segments and a.segments[0].endswith("+") and a.segments[0][:-1] in AMBIGUOUS and "vt" in tags:
        return "haben"
    base_aux = irregular[a.base].auxiliary if a.base in irregular else known_aux.get(a.base, "haben")
    if a.sep_prefix and not a.has_insep and a.base in MOTION and base_aux.startswith("sein"):
        if not transitive:
            return base_aux
        # an object of a directional particle is the path (ist den Baum hochgeklettert);
        # otherwise it is moved (hat den Teppich aufgerollt)
        return "sein,haben" if a.segments[0][:-1] in DIRECTIONAL else "haben,sein"
    if transitive:
        return "haben"
    if a.structure != a.base and a.base in irregular:
        first = a.segments[-1]
        if (intransitive and "sein" in base_aux and first.endswith("+")
                and first[:-1] in ("er", "ent", "ver", "zer")):
            return "sein"
    if (intransitive and a.segments and a.base not in KNOWN and a.base not in irregular
            and not any(r.refl for r in recs)
            and a.segments[-1] in ("er+", "ent+", "ver+", "zer+") and adjective_stem(a.base)):
        return "sein"
    if intransitive and base_aux.startswith("sein"):
        return "sein"
    if "vt" in tags and "vi" in tags and "sein" in base_aux and base_aux != "sein":
        return base_aux
    return base_aux if a.structure != a.base else "haben"


def build(args) -> list[Row]:
    irregular = load_irregular()
    ding = parse_ding(args.ding)
    freq = Freq()
    global FREQ
    FREQ = freq

    # overrides.tsv: infinitive, column, value[, selector]; the selector (a
    # structure or family) picks one reading of a two-reading verb.
    overrides = collections.defaultdict(list)
    for r in read_tsv(OVERRIDES_TSV):
        if len(r) >= 3:
            overrides[r[0]].append((r[1], r[2], r[3] if len(r) > 3 else "*"))
            if r[1] == "zipf":
                ZIPF_OVERRIDES[r[0]] = float(r[2])

    # -en, -ern, -eln, tun and its compounds, Austrian -erln (busserln)
    candidates = {v for v in ding if VERB_RE.match(v) and len(v) >= 3
                  and re.search(r"(en|ern|eln|tun|erln)$", v)}
    candidates |= set(irregular) | set(BUILTIN_PP)
    # verbs the dictionary only has inside phrases (einer Sache bedürfen)
    candidates |= {v for v, ovs in overrides.items() if any(col == "add" for col, _, _ in ovs)}
    known = set(candidates)
    KNOWN.clear()
    KNOWN.update(known)
    analyzer = Analyzer(known, irregular)
    for v, recs in ding.items():
        analyzer.attested[v] = {x.strip() for r in recs if r.pp_any for x in r.pp_any.split("/")}

    glosses = {}
    for r in read_tsv(GLOSSES_TSV):
        if len(r) >= 3:
            glosses[(r[0], r[1])] = r[2]
    meanings = collections.defaultdict(list)
    for r in read_tsv(MEANINGS_TSV):
        meanings[r[0]].append(r)   # infinitive, family, auxiliary, flags, gloss
    # Auxiliary evidence of simplex verbs, inherited by compounds without evidence.
    known_aux = {}
    for v, recs in ding.items():
        c = collections.Counter(r.aux for r in recs if r.aux)
        if c:
            known_aux[v] = combine_aux(c, "haben")
    for v, irr in irregular.items():
        known_aux[v] = irr.auxiliary
    for v, ovs in overrides.items():
        for col, val, sel in ovs:
            if col == "auxiliary" and sel == "*":
                known_aux[v] = val

    by_verb: dict[str, list[Row]] = {}
    for v in sorted(candidates, key=sort_key):
        recs = ding.get(v, [])
        if any(col == "skip" for col, _, _ in overrides.get(v, [])):
            continue
        by_verb[v] = analyse_verb(v, recs, analyzer, irregular, freq, known_aux, meanings)
    # Every row is checked against attestation before the hand corrections apply.
    EVIDENCE_FIXES.clear()
    verify_rows(by_verb, ding, analyzer, irregular, freq, known_aux)
    rows: list[Row] = []
    for v, new_rows in by_verb.items():
        by_verb[v] = apply_overrides(new_rows, overrides.get(v, []))
        rows.extend(by_verb[v])
    resolve_bases(by_verb, lambda *fx: EVIDENCE_FIXES.append(fx))
    for v, vrows in by_verb.items():
        for r in vrows:
            if "dat" not in r.flags and not any(col == "flag-" and val == "dat" for col, val, _ in overrides.get(v, [])):
                r.flags += dative_flag(ding.get(v, []), r.flags)
    # No accusative object (Ding tags the verb {vi} only, or the verb takes sein and
    # Ding says nothing): only the impersonal passive (es wird getanzt).
    objects = object_evidence(args.ding)
    for v, vrows in by_verb.items():
        tags = {t for r in ding.get(v, []) for t in r.tags}
        for r in vrows:
            if "intr" in r.flags or any(col == "flag-" and val == "intr" and sel in ("*", r.structure, r.family)
                                        for col, val, sel in overrides.get(v, [])):
                continue
            # Ding's {vi} alone, unless a valency phrase has a person for its accusative
            # object (jdn. überzeugen, jdn. anlachen: the tag sits on another sense).
            if ("vi" in tags and "vt" not in tags and not (objects[v]["person"] and r.auxiliary.startswith("haben"))) \
                    or (not tags - {"v"} and r.auxiliary.startswith("sein")):
                r.flags.append("intr")
            # The personal passive needs an accusative object. A verb Ding describes has
            # one where one of Ding's phrases shows it (etw. singen, jdn. fragen), or,
            # with no dative phrase either, where a sense is tagged {vt} with no object
            # marked (öffnen {vt}); a {vt} head with only a dative or prepositional
            # object (jdm. zujubeln {vt}, für etw. stehen {vt}) is no evidence. So jdm.
            # antworten, jdm. gefallen, liegen have none.
            # A verb of motion whose perfect prefers sein needs a phrase: its bare {vt}
            # is the haben use with a distance (schwimmen: *ich werde geschwommen).
            # Where one reading takes sein and another haben, the object phrases belong
            # to the haben one (bleichen: etw. bleichen, bleichte; the sein reading,
            # blich, is to fade).
            elif ding.get(v) and (not objects[v]["a"] or (
                    r.auxiliary == "sein" and any(o.auxiliary.startswith("haben") for o in vrows))) and (
                    objects[v]["d"] or r.auxiliary.startswith("sein")
                    or not any("vt" in d.tags and not d.objects for d in ding[v])):
                r.flags.append("intr")

    # A particle compound of a verb without ge- has none either (aus|posaunen:
    # ausposaunt).
    noge_bases = {r.infinitive for r in rows if "noge" in r.flags and r.structure == r.infinitive}
    for r in rows:
        base = re.split(r"[|+~]", r.structure)[-1]
        if ("|" in r.structure and "+" not in r.structure and base in noge_bases
                and r.family == "weak" and "noge" not in r.flags):
            r.flags.append("noge")

    # Frequency score: the median of the Zipf frequencies of infinitive, 3rd person
    # singular, Präteritum and participle (joined for separable verbs: ankommt,
    # ankam, angekommen).
    # wordfreq folds case, so a single form can be inflated by a noun or article
    # (leben, essen, einen); the median is robust against one such value. A form
    # that also belongs to another verb (fällt for fällen, weißt for weißen) is
    # left out.
    owners = collections.defaultdict(set)
    for row in rows:
        for f in (row.infinitive, row.third, row.pp, row.past):
            owners[f].add(row.infinitive)
    for t, irr in irregular.items():
        for alt in irr.praesens.split("|"):
            if alt != "-":
                for f in alt.split(" "):
                    owners[f].add(t)
        for f in irr.praeteritum.split("|") + irr.partizip.split("|"):
            owners[f].add(t)
    for b, forms in BUILTIN_FORMS.items():
        for f in forms:
            owners[f].add(b)
    scores = {}
    for row in rows:
        zi = freq(row.infinitive)
        # A finite form or participle far more frequent than its infinitive is
        # an adjective or noun in disguise (bekannt, verrückt, recht): left out.
        vals = [freq(f) for f in dict.fromkeys((row.infinitive, row.third, row.past, row.pp))
                if not (owners[f] - {row.infinitive}) and (f == row.infinitive or freq(f) <= zi + 1.2)]
        if row.infinitive in ZIPF_OVERRIDES:
            vals = [ZIPF_OVERRIDES[row.infinitive]]
        if not vals:
            vals = [freq(row.infinitive)]
        row.score = statistics.median(vals)
        # the readings of one infinitive share the rank of the most frequent
        scores[row.infinitive] = max(scores.get(row.infinitive, row.score), row.score)

    # Frequency rank, shared by the readings of one infinitive.
    ranked = sorted(scores, key=lambda w: (-scores[w], sort_key(w)))
    rank_of = {w: i + 1 for i, w in enumerate(ranked)}
    for row in rows:
        row.rank = rank_of[row.infinitive]

    # Hand-written glosses: key (infinitive, family) or (infinitive, "*").
    for row in rows:
        g = glosses.get((row.infinitive, str(row.order + 1))) or glosses.get((row.infinitive, row.family)) \
            or glosses.get((row.infinitive, row.structure)) or glosses.get((row.infinitive, "*"))
        if g:
            row.gloss = g
        if not row.gloss:
            row.gloss = "-"

    # Which passives the reading's meaning allows, from its gloss (the hand-written
    # Scripts/glosses.tsv for the frequent verbs, Ding's first senses otherwise):
    # poss and stat, see passive_flags.
    for v, vrows in by_verb.items():
        for r in vrows:
            # The sense the gloss names first decides the object, not every sense Ding
            # has (warten "to wait" {vi}, not (eine Maschine) warten {vt}). A meaning
            # whose object is a content, never a person (etw. wissen, etw. glauben, ein
            # Leben leben: CONTENT_OBJECT_SENSES) has no "ich werde ...": its passive is
            # that of the third person alone, and none where the meaning is a state
            # (*es wird gewusst). Erring towards a missing form: one that is missing is
            # better than a wrong one.
            if ("intr" not in r.flags and ding.get(v) and v not in meanings and r.auxiliary.startswith("haben")
                    and not any(col == "flag-" and val == "intr" and sel in ("*", r.structure, r.family)
                                for col, val, sel in overrides.get(v, []))):
                if named_object(r.gloss, ding[v]) == "i" or content_object(r.gloss):
                    r.flags.append("intr")
                    if stative_only(r.gloss) and "poss" not in r.flags:
                        r.flags.append("poss")
            # A process the subject undergoes, said of things (der Most gärt, die Uhr tickt,
            # der Schmerz lässt nach): no doer, so no passive, not even the impersonal one
            # (*es wird gegoren, *es wird getickt). Only where Ding's lines give the named
            # sense no accusative object, or none of the verb's own while Ding has the verb
            # as such a process ({vi}: nachlassen "to slacken, to wane"): with one the
            # verb has a doer (Stahl härten, Wasser abkochen, ein Schiff versenken). A
            # later sense with an object of its own keeps the third person (der Verdacht
            # wird erhärtet).
            if "poss" not in r.flags and "haben" in r.auxiliary and process_only(r.gloss) and (
                    "intr" in r.flags or own_object(r.gloss, ding.get(v, [])) != "t" and any(
                        "vi" in d.tags and d.full and record_synonyms(d) & PROCESS_SENSES for d in ding.get(v, []))):
                if not any(named_object(sense, ding.get(v, [])) == "t" for sense in r.gloss.split(";")[1:]):
                    r.flags.append("poss")
                if "intr" not in r.flags:
                    r.flags.append("intr")
            # A first sense without a doer (enden, stattfinden, klappen "to work out",
            # ergeben "to result in"): no passive, whatever the later senses; a missing
            # form is better than *es wird geendet or *ich werde ergeben.
            # Only where Ding's lines give that sense no accusative object: with one the
            # English verb names a doer's action (den Patienten abhorchen "to sound",
            # etw. beendigen "to end").
            if ("poss" not in r.flags and no_doer_first_sense(r.gloss)
                    and ("intr" in r.flags or named_object(r.gloss.split(";")[0], ding.get(v, [])) != "t"
                         or no_doer_object(r.gloss))
                    and not any(col == "flag-" and val == "poss" and sel in ("*", r.structure, r.family)
                                for col, val, sel in overrides.get(v, []))):
                r.flags.append("poss")
                if "intr" not in r.flags:
                    r.flags.append("intr")
            if "poss" not in r.flags and no_agent(r.gloss):
                r.flags.append("poss")
                # A meaning without a doer has no object to promote either: its table says
                # so (dauern: no doer), not that it means having.
                if "intr" not in r.flags and "poss" not in passive_flags(r.gloss):
                    r.flags.append("intr")
            if "intr" in r.flags:
                continue
            senses = plain_senses(r.gloss)
            activity = r.structure == r.infinitive and bool(senses) and bool(set(senses[0]) & ACTIVITY_SENSES)
            for f in passive_flags(r.gloss) + (["stat"] if activity else []):
                if f not in r.flags and not any(col == "flag-" and val == f and sel in ("*", r.structure, r.family)
                                                for col, val, sel in overrides.get(v, [])):
                    r.flags.append(f)
    return rows


def analyse_verb(v, recs, analyzer, irregular, freq, known_aux, meanings) -> list[Row]:
    """Rows for one infinitive (usually one; two for distinct readings)."""
    if v in BUILTIN_PP:
        a = Analysis([], v)
        return [Row(v, v, "irregular", BUILTIN_AUX.get(v, "haben"), 0, [], BUILTIN_GLOSS[v],
                    third=BUILTIN_3SG[v], pp=BUILTIN_PP[v], past=preterite(a, "irregular", irregular))]

    # Hand-listed verbs with two meanings that conjugate differently.
    if v in meanings:
        out = []
        for i, m in enumerate(meanings[v]):
            _, fam, aux, flags, gloss = (m + ["", "", "", ""])[:5]
            a = Analysis([], v)
            pp = irregular[v].participles()[0] if v in irregular else "ge" + weak_pp_core(v)
            out.append(Row(v, v, fam, aux, 0, [] if flags in ("", "-") else flags.split(","),
                           gloss, order=i, third=third_singular(a, fam, irregular), pp=pp,
                           past=preterite(a, fam, irregular)))
        return out

    analyses = analyzer.analyses(v)
    if v in irregular:
        # the principal-parts table is authoritative for its own verbs
        a = Analysis([], v)
        irr = irregular[v]
        rs = recs
        auxc = irr.auxiliary
        flags = reflexive_flags(recs)
        return [Row(v, v, irr.family, auxc, 0, flags, pick_gloss(rs), third=third_singular(a, irr.family, irregular),
                    pp=irr.participles()[0], past=preterite(a, irr.family, irregular))]
    preds = [(a, analyzer.predictions(a)) for a in analyses]
    # A participle without ge- for a verb that has a separable reading is the
    # dictionary's 3rd person in the participle's place (davonziehen: "davonzieht").
    has_sep = any(a.sep_prefix for a in analyses)

    # Match each attested participle to the readings that predict it.
    support: dict[tuple[str, str], list[DingRecord]] = collections.defaultdict(list)
    reading_of: dict[tuple[str, str], tuple[Analysis, str, str]] = {}
    for r in recs:
        if not r.pp:
            continue
        alts = [x.strip() for x in r.pp.split("/")]
        best = None
        for a, pr in preds:
            for fam, forms in pr.items():
                if fam == "weak-noge" and has_sep:
                    continue
                if any(x in forms for x in alts):
                    cand = (a, fam, next(x for x in alts if x in forms))
                    if best is None or prefer(cand, best, irregular):
                        best = cand
        if (best and best[1] in ("strong", "mixed") and best[0].base in TWO_MEANING_BASES
                and not (best[0].segments and best[0].base in MIXED_COMPOUND_BASES)):
            # gesteckt: the table's regular alternative is the weak verb
            weak_forms = analyzer.predictions(best[0]).get("weak", set())
            if best[2] in weak_forms:
                best = (best[0], "weak", best[2])
        if best:
            key = (best[0].structure, best[1])
            support[key].append(r)
            reading_of[key] = best

    if not support:
        # No usable participle in Ding: let wordfreq decide between the readings.
        best, best_z = None, -1.0
        for a, pr in preds:
            ok = plausible(a, analyzer)
            for fam, forms in pr.items():
                if fam == "weak-noge":
                    continue
                for pp in forms:
                    z = freq(pp)
                    # an unknown base behind a particle needs an attested participle
                    if not ok and not (a.sep_prefix and not a.has_insep and z >= 1.0):
                        continue
                    if a.has_insep and z > 0:
                        # a participle without ge- is also the 3rd person singular
                        # (beachtet) or the infinitive (übertragen), so its
                        # frequency proves little: count it as weak evidence that
                        # an attested ge-form beats
                        z = 0.5
                    cand = (a, fam, pp)
                    if z > best_z + 1e-9 or (abs(z - best_z) < 1e-9 and best and prefer(cand, best, irregular)):
                        best, best_z = cand, z
        if best is None:
            a = Analysis([], v)
            best = (a, "weak", "ge" + weak_pp_core(v))
        # Without evidence, trust the principal-parts table over a weak reading.
        a, fam, pp = best
        pr = analyzer.predictions(a)
        for f in ("strong", "mixed", "irregular", "ieren"):
            if f in pr and fam == "weak" and not (freq(pp) > 0 and all(freq(x) == 0 for x in pr[f])):
                fam, pp = f, next(iter(pr[f]))
                break
        key = (a.structure, fam)
        reading_of[key] = (a, fam, pp)
        support[key] = []

    keys = list(support)
    # A principal-parts base conjugates strongly unless it is a two-meaning verb;
    # a stray weak participle in the dictionary is noise (bestehen: "besteht").
    strong_keys = [k for k in keys if k[1] in ("strong", "mixed", "irregular")]
    if strong_keys:
        keys = [k for k in keys if k in strong_keys or not (
            reading_of[k][0].base in irregular and reading_of[k][0].base not in TWO_MEANING_BASES
            and any(reading_of[s][0].base == reading_of[k][0].base for s in strong_keys))]
    # Keep two readings only where German really has both: an ambiguous particle
    # read both ways, or a strong/weak pair of a two-meaning base.
    def attested(k):
        a, _, pp = reading_of[k]
        z = freq(pp)
        return (0.5 if z > 0 else 0.0) if a.has_insep else z
    keys.sort(key=lambda k: (-len(support[k]), -attested(k), min((r.order for r in support[k]), default=0)))
    chosen = [keys[0]]
    for k in keys[1:]:
        a0, f0, _ = reading_of[chosen[0]]
        a1, f1, _ = reading_of[k]
        if len(support[k]) == 0:
            continue
        two_ways = (a0.structure != a1.structure and
                    {s[:-1] for s in a0.segments + a1.segments} & set(AMBIGUOUS) and
                    a0.base == a1.base and f0.replace("-noge", "") == f1.replace("-noge", ""))
        two_meanings = (a0.structure == a1.structure and a0.base in TWO_MEANING_BASES and
                        {f0, f1} & {"strong", "mixed"} and "weak" in {f0, f1})
        if (two_ways or two_meanings) and len(chosen) < 2:
            chosen.append(k)
    # Most frequent reading first, judged by the number of dictionary senses
    # (a participle's frequency would mislead: durchsetzt is also the joined
    # 3rd person of durch|setzen).
    if len(chosen) == 2:
        chosen.sort(key=lambda k: (-len(support[k]), -freq(reading_of[k][2])))

    rows = []
    for i, k in enumerate(chosen):
        a, fam, pp = reading_of[k]
        flags = []
        if fam == "weak-noge":
            fam = "weak"
            if not a.has_insep:
                flags.append("noge")
        if fam == "weak" and is_ieren(a.base) and not pp.startswith(a.sep_prefix + "ge"):
            fam = "ieren"
        if fam in ("strong", "mixed") and a.base in irregular and irregular[a.base].family != fam:
            fam = irregular[a.base].family
        rs = support[k] or recs
        auxc = collections.Counter(r.aux for r in rs if r.aux)
        aux = combine_aux(auxc, inherited_aux(a, support[k] or recs, irregular, known_aux, all_recs=recs))
        if a.structure == v and v in irregular and fam in ("strong", "mixed"):
            aux = irregular[v].auxiliary
        flags += reflexive_flags(recs if not support[k] or len(chosen) == 1 else support[k])
        gloss = pick_gloss(support[k] or recs)
        row = Row(v, a.structure, fam, aux, 0, flags, gloss, order=i,
                  third=third_singular(a, fam, irregular), pp=pp, past=preterite(a, fam, irregular))
        rows.append(row)
    return rows


# ---------------------------------------------------------------------------
# Evidence: every row against attestation

# Filled by verify_rows: (infinitive, fault class, before, after, evidence), written to
# Resources/audit/evidence-fixes.tsv.
EVIDENCE_FIXES: list[tuple[str, str, str, str, str]] = []

# Adjectives and adverbs that, without other evidence, are separable particles in
# front of a known verb (blau|machen, klein|reden, kehrt|machen): the productive
# pattern of resultative compounds. Nouns are not in this list: noun + verb
# back-formations are usually inseparable (frühstücken, handhaben, schlussfolgern)
# and split only where a participle shows it (rück|melden: rückgemeldet).
HEAD_DEFAULT_SEPARABLE = set("""
blau klein groß kurz lang schlecht gut sauber rein gesund krank besser fein weiß schwarz
rot grün glatt platt flach hoch tief fest frei kalt warm heiß nass trocken dicht leer
voll hart weich scharf stumpf stark schwach schlapp wichtig falsch richtig irre kehrt
dahin dran ran hintan hinterher entzwei kaputt tot wach offen bloß breit dünn dick
schief gerade locker lahm müde satt still zufrieden zurecht übel wohl nahe fern sicher frisch
dünne reine krumm spitz alle parallel
""".split())


class Hunspell:
    """Batch lookups in hunspell's de_DE word list, cached."""

    def __init__(self):
        self.known: dict[str, bool] = {}
        self.available = shutil.which("hunspell") is not None

    def prime(self, words):
        todo = sorted({w for w in words if w and w not in self.known})
        if not todo:
            return
        if not self.available:
            sys.exit("hunspell is missing: apt-get install hunspell hunspell-de-de")
        hs = subprocess.run(["hunspell", "-d", HUNSPELL_DICT, "-l"], input="\n".join(todo) + "\n",
                            capture_output=True, text=True)
        unknown = set(hs.stdout.split())
        for w in todo:
            self.known[w] = w not in unknown

    def __call__(self, w: str) -> bool:
        return self.known.get(w, False)


HUNSPELL = Hunspell()


class Lemmas:
    """spaCy's German form -> lemma lookup (spacy-lookups-data, MIT): a form listed
    under a verb's infinitive is attested as a form of that verb."""

    def __init__(self):
        self.table: dict[str, str] | None = None

    def load(self):
        if self.table is None:
            try:
                import gzip
                import spacy_lookups_data
            except ImportError:
                sys.exit("spacy-lookups-data is missing: pip install -r Scripts/requirements.txt")
            path = os.path.join(os.path.dirname(spacy_lookups_data.__file__), "data", "de_lemma_lookup.json.gz")
            with gzip.open(path, "rt", encoding="utf-8") as fh:
                self.table = json.load(fh)
        return self.table

    def of(self, form: str) -> str | None:
        return self.load().get(form)


LEMMAS = Lemmas()


def evidence_score(form: str, infinitive: str, freq, ding_forms=()) -> float:
    """How well a form is attested as a form of this verb: listed under the verb in
    spaCy's lemma table (3), given by Ding (1.5), known to hunspell (1), seen by
    wordfreq (1)."""
    return (3.0 * (LEMMAS.of(form) == infinitive) + 1.5 * (form in ding_forms)
            + 1.0 * HUNSPELL(form) + 1.0 * (freq(form) > 0))


def better_attested(a: str, b: str, infinitive: str, freq, ding_forms=(), b_confounded=False,
                    a_confounded=False) -> bool | None:
    """Whether form a is better attested than b as a form of the verb (None: a tie).
    Usage decides where wordfreq sees a clear difference (geweissagt 1.95 against
    weisgesagt 0); otherwise the sum of the evidence. A form without ge- doubles as the
    joined 3rd person, so for it only Ding's participle column counts."""
    za, zb = 0.0 if a_confounded else freq(a), 0.0 if b_confounded else freq(b)
    if abs(za - zb) >= 1.0:
        return za > zb
    sa = 1.5 * (a in ding_forms) if a_confounded else evidence_score(a, infinitive, freq, ding_forms)
    sb = 1.5 * (b in ding_forms) if b_confounded else evidence_score(b, infinitive, freq, ding_forms)
    if sa == sb:
        return None
    return sa > sb


def describe_evidence(form: str, infinitive: str, freq) -> str:
    lemma = LEMMAS.of(form)
    return (f"{form} (zipf {freq(form):.2f}, hunspell {'yes' if HUNSPELL(form) else 'no'}, "
            f"lemma {lemma if lemma else '-'})")


def analysis_of(structure: str) -> Analysis:
    # a fused head (not~landen) takes ge- behind it like a particle: notgelandet
    parts = re.findall(r"[^|+]+[|+]?", structure.replace("~", "|"))
    return Analysis([p for p in parts[:-1]], parts[-1])


def participle_of(row: Row, analyzer: Analyzer) -> str:
    """The participle the engine will build for a row (its preferred form)."""
    a = analysis_of(row.structure)
    preds = analyzer.predictions(a)
    if row.family == "weak" and "noge" in row.flags:
        return a.sep_prefix + a.insep_prefix + weak_pp_core(a.base)
    forms = preds.get(row.family) or preds.get("weak") or {}
    return next(iter(forms), row.pp)


def stem_vowel_groups(inf: str) -> int:
    """Syllables of the stem: each vowel, diphthong or long vowel is one (sing, freu,
    mi|au, pa|la|ver)."""
    stem = inf[:-3] if inf.endswith(("ern", "eln")) else stem_of(inf)
    count = 0
    for run in re.findall(r"[aeiouäöüy]+", stem):
        count += len(re.findall(r"ei|ai|au|eu|äu|ie|aa|ee|oo|ey|ay|[aeiouäöüy]", run))
    return count


REFORMED = [("miß", "miss"), ("numerier", "nummerier"), ("plazier", "platzier"), ("schneuz", "schnäuz"),
            ("bleu", "bläu"), ("rauh", "rau")]


def verify_rows(by_verb: dict[str, list[Row]], ding, analyzer: Analyzer, irregular, freq, known_aux):
    """Checks every row against attestation and fixes what the evidence contradicts.

    Ding's participles are evidence but not truth (it gives gekonfiguriert and
    mitgehaltet, and in places a 3rd person in the participle's column), so a
    reading is changed only where wordfreq or hunspell attest the other one and not
    this one, or where grammar leaves no choice. Every change is recorded."""
    def fix(v, cls, before, after, why):
        EVIDENCE_FIXES.append((v, cls, before, after, why))

    def ding_pps(v):
        return {x.strip() for r in ding.get(v, []) for p in (r.pp, r.pp_any) if p for x in p.split("/")}

    # Candidate participles, so that hunspell is asked once.
    words = set()
    for v, rows in by_verb.items():
        for r in rows:
            words.add(participle_of(r, analyzer))
            words.add(r.pp)
        for k in range(2, len(v) - 3):
            tail = v[k:]
            if tail in by_verb:
                words.add(v[:k] + participle_of(by_verb[tail][0], analyzer))
        words.add(v)
        words.add(v.replace("ss", "ß"))
        for p in SEPARABLE:
            if v.startswith(p) and len(v) - len(p) >= 4:
                words.add(p + "ge" + weak_pp_core(v[len(p):]))
        for r in rows:
            base = re.split(r"[|+~]", r.structure)[-1]
            words.update((stem_of(base) + "t", stem_of(base) + "te"))
        a = Analysis([], v)
        for fam, forms in analyzer.predictions(a).items():
            words.update(forms)
    HUNSPELL.prime(words)

    current = [""]   # the verb being judged

    def attested(p: str) -> bool:
        return evidence_score(p, current[0], freq) > 0

    def describe(p: str) -> str:
        return describe_evidence(p, current[0], freq)

    # 1. Old and Swiss spellings of a verb the lexicon has in today's spelling (the
    #    1996 reform: miß- → miss-, numerieren → nummerieren, plazieren → platzieren,
    #    schneuzen → schnäuzen, bleuen → bläuen, rauh- → rau-).
    for v in list(by_verb):
        modern = None
        for old, new in REFORMED:
            if old in v and v.replace(old, new) in by_verb:
                modern = v.replace(old, new)
                break
        if modern:
            pass
        elif "ss" in v:
            for i in [m.start() for m in re.finditer("ss", v)]:
                cand = v[:i] + "ß" + v[i + 2:]
                if cand in by_verb and HUNSPELL(cand) and not HUNSPELL(v):
                    modern = cand
        if modern:
            fix(v, "old spelling", v, "dropped", f"today's spelling {modern} is a row"
                f"{'; hunspell knows it, not ' + v if HUNSPELL(modern) and not HUNSPELL(v) else ''}")
            del by_verb[v]

    for v, rows in by_verb.items():
        current[0] = v
        for r in rows:
            a = analysis_of(r.structure)
            before = f"{r.structure} {r.family}{' noge' if 'noge' in r.flags else ''}"
            # 2. A foreign -ieren verb split at a false particle (ab|andonnieren): a
            #    particle only comes off where the rest is a verb of its own.
            if r.family == "ieren" and a.segments and a.base not in KNOWN and is_ieren(v):
                finite = [stem_of(a.base) + "t", stem_of(a.base) + "te"]
                if not any(freq(w) > 0 or HUNSPELL(w) or LEMMAS.of(w) for w in finite):
                    r.structure = v
                    fix(v, "-ieren split at a false particle", before, f"{v} ieren",
                        f"'{a.base}' is no verb: {describe(finite[0])}, {describe(finite[1])}")
                    continue
            # 3. -ieren verbs take no ge- (konfiguriert, kuriert, herumprobiert).
            if r.family == "weak" and is_ieren(a.base):
                ge = a.sep_prefix + "ge" + a.insep_prefix + weak_pp_core(a.base)
                if not attested(ge):
                    r.family = "ieren"
                    fix(v, "-ieren verb with ge-", before, f"{r.structure} ieren",
                        f"{describe(ge)} unattested; -ieren verbs take no ge-")
                    continue
            # 4. No ge- only where the first syllable can be unstressed: a one-syllable
            #    stem (klirren, murren) always takes ge-.
            if r.family == "weak" and "noge" in r.flags and not a.segments and stem_vowel_groups(v) < 2:
                r.flags.remove("noge")
                fix(v, "ge- dropped from a one-syllable stem", before, f"{r.structure} weak",
                    f"ge-form {describe('ge' + weak_pp_core(v))}; a one-syllable stem is stressed")
                continue
            # 5. A weak row on a strong base (mit|halten filed weak after Ding's
            #    'mitgehaltet'): the strong participle is attested, the weak one not.
            if (r.family == "weak" and a.base in irregular and a.base not in TWO_MEANING_BASES
                    and a.base not in SPLIT_WEAK_READING and a.structure != a.base):
                strong = analyzer.predictions(a).get(irregular[a.base].family, {})
                weak = participle_of(r, analyzer)
                good = [p for p in strong if attested(p)]
                # behind an inseparable prefix the weak participle is also the 3rd person
                # (entsinnt): there the Präteritum decides (entsann against entsinnte)
                strong_past = a.sep_prefix + a.insep_prefix + irregular[a.base].praeteritum.split("|")[0]
                weak_past = preterite(a, "weak", irregular)
                if a.has_insep and good and better_attested(strong_past, weak_past, v, freq):
                    r.family = irregular[a.base].family
                    r.pp = good[0]
                    fix(v, "strong base filed as weak", before, f"{r.structure} {r.family}",
                        f"{describe(strong_past)}; weak {describe(weak_past)}")
                    continue
                if good and not a.has_insep and not attested(weak):
                    r.family = irregular[a.base].family
                    r.pp = good[0]
                    fix(v, "strong base filed as weak", before, f"{r.structure} {r.family}",
                        f"{describe(good[0])}; weak {describe(weak)}")
                    continue

    # 6. Adjective, adverb and noun + verb compounds stored unsegmented (blaumachen,
    #    uraufführen): split where the participle with ge- after the head is attested
    #    and the one before it is not; without evidence, only behind the adjectives and
    #    adverbs that are productive particles.
    for v, rows in by_verb.items():
        r = rows[0]
        if len(rows) != 1 or v in irregular or v in BUILTIN_PP:
            continue
        # ge+radestehen: a prefix guessed before an unknown rest is no evidence either
        guessed = re.fullmatch(r"(ge|be|er)\+([a-zäöüß]+)", r.structure)
        if (r.structure != v and not (guessed and guessed.group(2) not in KNOWN)) or "noge" in r.flags:
            continue
        current[0] = v
        whole = participle_of(r, analyzer)
        pps = ding_pps(v)
        def particle_like(head):
            return head in SEPARABLE or head in HEAD_DEFAULT_SEPARABLE or head in engine_lexical_particles()

        def word_like(k):
            head, tail = v[:k], v[k:]
            if particle_like(head):
                return True
            t = by_verb[tail][0]
            ta = analysis_of(t.structure)
            # before a verb with an inseparable prefix any head goes without ge-
            # (end+be+steuern: endbesteuert, never geendbesteuert)
            wordy = len(head) >= 3 and freq(head) >= 2.0
            if ta.has_insep and not ta.sep_prefix and wordy:
                return True
            # an odd head (maschin~schreiben) counts where the participle attests it, where
            # the whole word would double its ge- (gesenk~schmieden, not gegesenkschmiedet)
            # or where a weak row ends in a strong verb (segel~fliegen, not segelfliegte)
            split = head + participle_of(t, analyzer)
            return (evidence_score(split, v, freq, pps) > 0 or participle_of(r, analyzer).startswith("gege")
                    or (r.structure == v and r.family == "weak" and t.family in ("strong", "mixed", "irregular")
                        and wordy and freq(head) >= 2.5))
        if not any(v[k:] in by_verb and word_like(k) for k in range(2, len(v) - 3)):
            split_particle(v, r, whole, pps, analyzer, irregular, freq, fix, describe)
            continue
        ks = [k for k in range(2, len(v) - 3) if v[k:] in by_verb and v[:k] not in INSEPARABLE
              and re.search("[aeiouäöü]", v[:k]) and word_like(k)]
        # a head that is a particle wins over a longer tail (instand|halten, not in + standhalten)
        ks.sort(key=lambda k: (not particle_like(v[:k]), k))
        for k in ks[:1]:
            head, tail = v[:k], v[k:]
            t = by_verb[tail][0]
            split = head + participle_of(t, analyzer)
            if split == whole:
                break
            # a participle without ge- is also the joined 3rd person (geradesteht): only
            # Ding's participle column attests it as a participle
            confounded = analysis_of(r.structure).has_insep or "noge" in r.flags or r.family == "ieren"
            better = better_attested(split, whole, v, freq, pps, b_confounded=confounded)
            tail_a = analysis_of(t.structure)
            # ge- can never go in front of a word whose verb has an inseparable prefix
            certain = tail_a.has_insep and not tail_a.sep_prefix and (particle_like(head) or freq(head) >= 2.0)
            if (better or certain or (better is None and head in HEAD_DEFAULT_SEPARABLE)) and (
                    tail_a.has_insep or t.family == "ieren" or "noge" in t.flags):
                # a tail without ge- (ver+sichern): the participle is the same either way
                # (rückversichert), and the finite forms stay whole (ich rückversichere
                # mich): one word without ge-
                if tail_a.has_insep and not tail_a.sep_prefix:
                    # the head joins the prefixes: rück+über+nehmen (rückübernahm)
                    r.structure, r.family = head + "+" + t.structure, t.family
                else:
                    r.structure, r.family = v, ("ieren" if t.family == "ieren" else r.family)
                    if r.family == "weak" and "noge" not in r.flags:
                        r.flags.append("noge")
                fix(v, "compound stored unsegmented", f"{v} weak", f"{r.structure} {r.family}",
                    f"participle {describe(split)} without ge-; finite forms whole")
            elif better or (better is None and (head in HEAD_DEFAULT_SEPARABLE or head in engine_lexical_particles()
                                                or whole.startswith("gege")
                                                # a weak row on a strong verb (segelfliegte) is wrong either way
                                                or (r.structure == v and r.family == "weak" and freq(head) >= 2.5
                                                    and t.family in ("strong", "mixed", "irregular")))):
                before = f"{r.structure} {r.family}"
                if particle_like(head):
                    r.structure = head + "|" + t.structure
                else:
                    # a noun or other word in front: written together in every form, ge- in
                    # the participle behind it, as in back-formations (notlandete,
                    # notgelandet; uraufführte, uraufgeführt)
                    ta = analysis_of(t.structure)
                    insep = "".join(seg for seg in ta.segments if seg.endswith("+"))
                    r.structure = head + ta.sep_prefix + "~" + insep + ta.base
                r.family = t.family
                r.flags = [f for f in r.flags if f != "noge"] + [f for f in t.flags if f == "noge"]
                if r.auxiliary == "haben" and t.auxiliary != "haben" and not any("vt" in x.tags for x in ding.get(v, [])):
                    r.auxiliary = t.auxiliary
                fix(v, "compound stored unsegmented", before, f"{r.structure} {r.family}",
                    f"split {describe(split)}{' (Ding)' if split in pps else ''}; whole {describe(whole)}"
                    f"{' (Ding)' if whole in pps else ''}")
            break

    # 7a. An inseparable prefix stored as part of a one-word stem (beflegeln): where
    #     Ding's participle has no ge- and the ge-form is nowhere attested, the prefix
    #     is one (beflegelt).
    for v, rows in by_verb.items():
        current[0] = v
        for r in rows:
            p = next((p for p in sorted(INSEPARABLE, key=len, reverse=True) if v.startswith(p)), None)
            if r.family != "weak" or r.structure != v or not p or "noge" in r.flags:
                continue
            rest = v[len(p):]
            onset = re.match(r"[^aeiouäöüy]*", rest).group(0)
            if len(rest) < 4 or not re.search("[aeiouäöü]", stem_of(rest)) or onset not in VALID_ONSETS | {""}:
                continue   # be|ckmessern is no prefix
            core, ge = weak_pp_core(v), "ge" + weak_pp_core(v)
            if core in ding_pps(v) and ge not in ding_pps(v) and not attested(ge):
                r.structure = p + "+" + rest
                fix(v, "inseparable prefix read as stem", f"{v} weak", f"{r.structure} weak",
                    f"Ding's participle {describe(core)}; {describe(ge)} unattested")

    # 7. No ge- where Ding's participle has none, the ge-form is nowhere attested and
    #    the verb is one word of several syllables, no prefix or compound in sight:
    #    its first syllable is unstressed (palavert, recycelt, scharwenzelt).
    for v, rows in by_verb.items():
        current[0] = v
        for r in rows:
            if (r.family != "weak" or "noge" in r.flags or r.structure != v or v.startswith(tuple(INSEPARABLE))
                    or stem_vowel_groups(v) < 2 or any(v[k:] in by_verb for k in range(1, len(v) - 3))):
                continue
            core, ge = weak_pp_core(v), "ge" + weak_pp_core(v)
            if core in ding_pps(v) and ge not in ding_pps(v) and not attested(ge):
                r.flags.append("noge")
                fix(v, "ge- where the participle has none", f"{v} weak", f"{v} weak noge",
                    f"Ding's participle {describe(core)}; {describe(ge)} unattested")


# The particles the engine also splits off an unknown verb by form (ConjugationEngine's
# separableParticles): before a rest that is no listed verb, a split needs no evidence
# beyond a tie (dahin|siechen, durch|wursteln, her|leiern).
CORE_PARTICLES = set("""
ab an auf aus bei da dabei dafür dagegen daher dahin daneben dar daran darauf davon dazu
dazwischen drauf drein durch ein einher empor entgegen entlang entzwei fest fort frei heim
her herab heran herauf heraus herbei herein hernieder herüber herum herunter hervor herzu
hin hinab hinan hinauf hinaus hinein hinterher hinüber hinunter hinweg hinzu hoch los mit
nach nieder rauf raus rein rüber rum runter umher umhin vor voran voraus vorbei vorher
vorüber vorweg weg weiter zu zurecht zurück zusammen zuvor auseinander überein gegenüber
""".split())


# Consonant clusters a German (or loan) word can begin with, as ConjugationEngine's
# validOnsets.
VALID_ONSETS = set("""
b c d f g h j k l m n p q r s t v w x z bl br ch chr cl cr dr dw fl fr gl gn gr kl kn kr
pf pfl pfr ph pl pr ps qu sch schl schm schn schr schw sk sl sm sn sp spl spr st str sw th
tr tsch tw wr zw
""".split())


_ENGINE_LEXICAL: set[str] = set()


def engine_lexical_particles() -> set[str]:
    """The adjectives, nouns and infinitives the engine takes as particles before a
    known verb (`lexicalParticles` in ConjugationEngine's Particles.swift), so that the
    lexicon segments as the engine reads."""
    if not _ENGINE_LEXICAL:
        path = os.path.join(ROOT, "Packages", "ConjugationEngine", "Sources", "ConjugationEngine", "Particles.swift")
        with open(path, encoding="utf-8") as fh:
            source = fh.read()
        m = re.search(r"let lexicalParticles: \[String\] = \[(.*?)\n\]", source, re.S)
        if not m:
            sys.exit(f"{path}: no lexicalParticles")
        body = "\n".join(l.split("//")[0] for l in m.group(1).split("\n"))
        _ENGINE_LEXICAL.update(re.findall(r'"([^"]+)"', body))
    return _ENGINE_LEXICAL


def resolve_bases(by_verb: dict[str, list[Row]], fix):
    """A particle verb whose base the lexicon itself lists with an inseparable prefix
    is that prefix verb behind the particle (an|gewöhnen -> an|ge+wöhnen), as the
    engine reads it; a base without ge- passes that on (aus|posaunen)."""
    for v, rows in by_verb.items():
        for r in rows:
            a = analysis_of(r.structure)
            if not a.sep_prefix or a.has_insep or a.base not in by_verb:
                continue
            base = next((b for b in by_verb[a.base] if b.family == r.family), None)
            if base is None:
                continue
            ba = analysis_of(base.structure)
            if ba.sep_prefix or not ba.has_insep:
                continue
            before = r.structure
            r.structure = "".join(a.segments) + base.structure
            fix(v, "base's own prefix not passed on", before, r.structure,
                f"the lexicon lists {a.base} as {base.structure}")


def split_particle(v, r, whole, pps, analyzer, irregular, freq, fix, describe):
    """An unsegmented row that starts with a separable particle before a rest that is
    no listed verb: split where the evidence prefers particle + ge- (dahingesiecht),
    or, without any, behind a core particle, as the engine does for unlisted verbs."""
    if "noge" in r.flags:
        return
    for p in SEPARABLE:
        rest = v[len(p):]
        if not v.startswith(p) or len(rest) < 4 or not re.search("[aeiouäöü]", rest[:-2]):
            continue
        # an unknown rest must begin like a German word (her|bsteln, rum|oren do not)
        onset = re.match(r"[^aeiouäöüy]*", rest).group(0)
        if onset not in VALID_ONSETS and not (onset == "" and len(rest) >= 6):
            return
        a = Analysis([p + "|"], rest)
        preds = analyzer.predictions(a)
        fam = irregular[rest].family if rest in irregular else ("ieren" if is_ieren(rest) else "weak")
        split = next(iter(preds.get(fam) or preds.get("weak") or {}), None)
        if not split or split == whole:
            return
        better = better_attested(split, whole, v, freq, pps)
        if better or (better is None and evidence_score(split, v, freq, pps) == 0 and p in CORE_PARTICLES):
            before = f"{r.structure} {r.family}"
            r.structure = p + "|" + rest
            r.family = fam
            r.flags = [f for f in r.flags if f != "noge"]
            fix(v, "compound stored unsegmented", before, f"{r.structure} {r.family}",
                f"split {describe(split)}{' (Ding)' if split in pps else ''}; whole {describe(whole)}"
                f"{' (Ding)' if whole in pps else ''}")
        return


def apply_overrides(rows: list[Row], ovs: list[tuple[str, str, str]]) -> list[Row]:
    """Hand corrections: columns structure, family, auxiliary, flags, gloss; plus
    drop (remove the reading selected by value), first (move it to the front) and
    also (add a reading of the family named by value, otherwise like the first:
    ver+wenden is weak and mixed) and reading (add a reading with the structure named
    by value: durch+laufen beside durch|laufen) and meaning (add a second meaning of the
    first reading with the flags named by value: sich beschweren beside etw. beschweren).
    A selector is a structure, a family or a meaning's number (1, 2)."""
    for col, val, sel in ovs:
        if col == "also":
            if rows and not any(r.family == val for r in rows):
                extra = dataclasses.replace(rows[0], family=val, flags=list(rows[0].flags))
                rows.append(extra)
        elif col == "reading":
            # a second reading with another structure (durch+laufen beside durch|laufen)
            if rows and not any(r.structure == val for r in rows):
                rows.append(dataclasses.replace(rows[0], structure=val, flags=list(rows[0].flags)))
        elif col == "meaning":
            # another meaning of the same reading that differs in its flags, value the
            # flags or -: sich beschweren (to complain) beside etw. beschweren (to weigh down)
            if rows and len(rows) < 2:
                rows.append(dataclasses.replace(rows[0], flags=[] if val == "-" else val.split(",")))
        elif col == "drop":
            rows = [r for r in rows if r.structure != val and r.family != val] or rows
        elif col == "first":
            rows.sort(key=lambda r: 0 if val in (r.structure, r.family) else 1)
        elif col in ("structure", "family", "auxiliary", "gloss", "flags"):
            for n, r in enumerate(rows, 1):
                if sel in ("*", r.structure, r.family, str(n)):
                    if col == "flags":
                        r.flags = [] if val == "-" else val.split(",")
                    else:
                        setattr(r, col, val)
        elif col == "flag+":
            for n, r in enumerate(rows, 1):
                if sel in ("*", r.structure, r.family, str(n)) and val not in r.flags:
                    r.flags.append(val)
                # always reflexive includes often reflexive
                if val == "sich" and "refl" in r.flags and sel in ("*", r.structure, r.family, str(n)):
                    r.flags.remove("refl")
        elif col == "flag-":
            for n, r in enumerate(rows, 1):
                if sel in ("*", r.structure, r.family, str(n)) and val in r.flags:
                    r.flags.remove(val)
    for i, r in enumerate(rows):
        r.order = i
    return rows


# Prefixes that, without any evidence, still most likely are prefixes when an
# unknown remainder follows (ver+ketzern, ab|knappen); be-, er-, ge- begin too
# many simple stems (bechern, erben, gerben) to count here.
LIKELY_INSEP = {"ver", "zer", "ent", "emp", "miss"}
LIKELY_SEP = {"ab", "an", "auf", "aus", "ein", "mit", "nach", "vor", "weg", "zu", "zurück",
              "zusammen", "los", "fest", "fort", "heim", "weiter", "hinaus", "heraus", "herein",
              "hinein", "herum", "vorbei", "empor", "nieder", "zufrieden"}


def likely_prefixed(a: Analysis) -> bool:
    if (len(a.segments) != 1 or len(a.base) < 5 or a.base.endswith("ieren")
            or a.base.startswith(("ck", "ng", "nk", "tz", "ss", "ß", "x", "y", "mm", "nn", "ll", "rr"))):
        return False   # ab|solvieren, an|alysieren: foreign words are not split
    seg = a.segments[0]
    return seg[:-1] in (LIKELY_INSEP if seg.endswith("+") else LIKELY_SEP)


def plausible(a: Analysis, analyzer: Analyzer) -> bool:
    if not a.segments:
        return True
    # be-, ge- and er- before a vowel are a prefix only before a known verb
    # (be+eilen, er+öffnen) or where the dictionary's participle shows it (erinnert,
    # zurück|er+innern after erinnert); otherwise the verb is simple: geifern
    # (gegeifert), herum|geistern.
    for i, s in enumerate(a.segments):
        if s in ("be+", "ge+", "er+"):
            rest = "".join(x[:-1] for x in a.segments[i + 1:]) + a.base
            if rest[0] in "aeiouäöü" and rest not in analyzer.known:
                word = s[:-1] + rest
                if s[:-1] + weak_pp_core(rest) not in analyzer.attested.get(word, ()):
                    return False
    if a.base in analyzer.known or likely_prefixed(a):
        return True
    # zurück|er+obern: what follows the particles is a known verb
    if a.sep_prefix and a.structure.replace("|", "").replace("+", "")[len(a.sep_prefix):] in analyzer.known:
        return True
    # an unknown base only behind a plain inseparable prefix (er+innern, be+gegnen)
    return all(s.endswith("+") and s[:-1] in INSEPARABLE + AMBIGUOUS for s in a.segments)


def prefer(cand, best, irregular) -> bool:
    """Is reading cand better than best when both predict the same participle?"""
    a1, f1, _ = cand
    a0, f0, _ = best
    rank = {"irregular": 0, "strong": 1, "mixed": 1, "ieren": 2, "weak": 3, "weak-noge": 4}
    if rank[f1] != rank[f0]:
        return rank[f1] < rank[f0]
    # a principal-parts base beats a weak one, a known verb an unknown remainder
    k1, k0 = a1.base in irregular or a1.base in BUILTIN_PP, a0.base in irregular or a0.base in BUILTIN_PP
    if k1 != k0:
        return k1
    if a1.segments and a0.segments:
        n1, n0 = a1.base in KNOWN, a0.base in KNOWN
        if n1 != n0:
            return n1
        if not n1 and len(a1.segments) != len(a0.segments):
            return len(a1.segments) < len(a0.segments)
    first1 = a1.segments[0][:-1] if a1.segments else ""
    first0 = a0.segments[0][:-1] if a0.segments else ""
    if first1 == first0 and first1 in AMBIGUOUS and a1.structure != a0.structure:
        insep1 = a1.segments[0].endswith("+")
        return insep1 == (first1 in AMBIGUOUS_PREFER_INSEP)
    # an inseparable prefix recognised (be+achten over beachten) wins; among
    # particle splits the longest particle (zurück|kommen, not zu|rück|kommen)
    if bool(a1.segments) != bool(a0.segments):
        seg = a1 if a1.segments else a0
        if seg.base.endswith("ieren") and seg.sep_prefix and FREQ is not None:
            # ab|sorbieren? Only where the -ieren base is a verb in its own right
            # about as common as the compound (aus|probieren, an|visieren)
            whole = seg.structure.replace("|", "").replace("+", "")
            split_ok = FREQ(seg.base) >= FREQ(whole) - 1.0
            return (a1 is seg) == split_ok
        return bool(a1.segments) and (a1.base in KNOWN or likely_prefixed(a1))
    # kalt|aus|lagern over kalt|auslagern: a base that is itself a compound is
    # analysed further
    if a1.base != a0.base and (a0.base.endswith(a1.base) or a1.base.endswith(a0.base)):
        return len(a1.base) < len(a0.base)
    i1 = sum(s.endswith("+") for s in a1.segments)
    i0 = sum(s.endswith("+") for s in a0.segments)
    if i1 != i0:
        return i1 > i0
    return len(a1.segments) < len(a0.segments)


# The meanings that say what the subject has, holds or is given rather than what it
# does to its object: no passive at all (*ein Haus wird besessen, *ein Brief wird
# bekommen, *Zucker wird enthalten). "get", "obtain" and "include" are also actions
# (etwas wird besorgt, ein Urteil wird erwirkt, etwas wird einbezogen): they count
# only beside one of the core senses (bekommen "to get, to receive").
POSSESSION_SENSES = {"have", "own", "possess", "contain", "comprise", "receive", "cost", "lack"}
POSSESSION_COMPANIONS = {"get", "obtain", "include", "hold"}
# Meanings of a state, a perception, a feeling, knowing or needing: the action leaves no
# state on its object to describe, so there is no Zustandspassiv (*das Wort ist gekannt,
# *das Buch ist gebraucht in the sense of needed, *der Berg ist gesehen).
STATIVE_SENSES = POSSESSION_SENSES | {
    "know", "need", "require", "see", "hear", "listen", "feel", "notice", "perceive",
    "sense", "smell", "taste", "love", "like", "hate", "want", "wish", "believe",
    "understand", "deserve", "weigh", "resemble", "suit", "concern",
    "enjoy", "fear", "miss", "expect", "hope", "remember",
    "experience", "find out", "owe", "envy", "doubt", "know of",
} | {
    # Meanings of contact, speech and judgement, of living, meeting and letting: the
    # action leaves nothing on its object that "ist ...t" could describe (*er ist
    # angerufen, *sie ist kennengelernt, *das Kind ist gelobt, *das Leben ist gelebt).
    # Not allow or let: das Rauchen ist erlaubt, die Wohnung ist vermietet. Ding cannot
    # tell these apart (gelassen and gelobt are {adj} there in other senses), so the
    # class is kept here; erring towards no Zustandspassiv, since a missing form is
    # less bad than a wrong one.
    "call", "phone", "ring", "telephone", "praise", "laud", "commend", "criticize",
    "criticise", "blame", "greet", "welcome", "thank", "meet", "get to know", "live",
    "mean", "signify", "visit", "ask", "question", "admire",
    "honour", "honor", "respect", "trust", "search", "seek", "look for", "google",
    "watch", "observe", "look at", "ignore", "follow", "accompany",
}
# Activities done for their own sake, which leave no state on their object when the verb
# is simple: *die Zigarette ist geraucht, *Medizin ist studiert, *die Tonleiter ist geübt.
# A particle or prefix makes the action one with an end (das Stück ist einstudiert, die
# Lehrerin ist ausgebildet, ich bin unterrichtet), so compounds keep the Zustandspassiv.
ACTIVITY_SENSES = {"smoke", "study", "practise", "practice", "rehearse", "teach", "play"}


def gloss_senses(gloss: str) -> list[list[str]]:
    """The gloss's senses (separated by "; "), each a list of its synonyms (", ") as
    bare verbs: "to know (be acquainted with)" -> [["know"]]."""
    out = []
    for sense in gloss.split(";"):
        words = []
        for syn in sense.split(","):
            syn = re.sub(r"\([^)]*\)", "", syn).strip()
            syn = re.sub(r"^to ", "", syn)
            syn = re.sub(r"\b(sth\.|sb\.|sth|sb|oneself|one's|something|somebody)\b", "", syn)
            syn = re.sub(r"\s+", " ", syn).strip(" .")
            if syn:
                words.append(syn)
        if words:
            out.append(words)
    return out


def plain_senses(text: str) -> list[list[str]]:
    """gloss_senses of a text whose brackets and object words are dropped first, so that
    "to wait (for; until)" is one sense and "to lead sb./sth." is "lead"."""
    text = re.sub(r"\{[^}]*\}|\[[^\]]*\]|\([^)]*\)|<>", " ", text)
    text = re.sub(r"(?<![\w.])(sb|sth)\.(/(sb|sth)\.)*", " ", text)
    return gloss_senses(text)


def record_synonyms(d: DingRecord) -> set[str]:
    """The bare English verbs of a Ding line ("to sing sth. {sang; sung}" -> {"sing"}); a
    verb with its direct object before more words counts as the verb too ("to count sb.
    among sb." -> {"count among", "count"}, "to pour sth. into a container")."""
    out = {syn for sense in plain_senses(d.english) for syn in sense}
    text = re.sub(r"\{[^}]*\}|\[[^\]]*\]|\([^)]*\)|<>", " ", d.english)
    for part in re.split(r"[;,]", text):
        m = re.match(r"\s*(?:to\s+)?([a-z][a-z' -]*?)\s+(?:sb|sth)\.", part)
        if m:
            out.add(m.group(1).strip())
    return out


def record_object(d: DingRecord) -> str | None:
    """What one Ding line says of its head's accusative object: "t" where the head marks
    one (etw. singen; jdn./etw. zitieren, whatever the tag) or is tagged {vt} alone with
    no other object (öffnen {vt}; nachlassen {vt} beside etw. herabsetzen, whose mark
    stands for the run of heads), "i" where it has none (warten {vi}; jdm. zujubeln
    {vt}; (nach etw.) urteilen {vi} {vt}, whose {vt} belongs to the line's other head
    jdn. beurteilen), None where the line does not say ({v}; mit etw. konfrontieren
    {vt}, whose accusative jdn. Ding leaves out)."""
    if "a" in d.objects:
        return "t"
    if "vt" in d.tags and not d.objects and not ("vi" in d.tags and d.sibling_acc):
        return "t"
    if "vt" in d.tags and "d" not in d.objects and "vi" not in d.tags:
        return None
    if "vi" in d.tags or "vt" in d.tags:
        return "i"
    return None


def named_object(gloss: str, recs: list[DingRecord]) -> str | None:
    """Whether the gloss's first sense, the meaning a learner reads the table by, has an
    accusative object, from Ding's lines for that sense alone: another sense's {vt} says
    nothing (warten "to wait" {vi} beside (eine Maschine) warten "to maintain" {vt};
    kosten "to cost" {vi} beside etw. kosten "to taste" {vt}). The sense's first English
    verb that Ding has decides: a line with an object makes it "t" (rauchen "to smoke":
    etw. rauchen beside rauchen {vi}); lines without one make it "i" where one of them
    is a main line, with the verb's principal parts (warten, frühstücken "to have
    breakfast", urteilen "to judge"): a line without them is too little evidence
    against a transitive use Ding may not list (malen "to paint" {vi}). None where Ding
    says nothing of the sense."""
    senses = plain_senses(gloss)
    if not senses:
        return None
    for syn in senses[0]:
        lines = [d for d in recs if syn in record_synonyms(d) and record_object(d)]
        if not lines:
            continue
        if any(record_object(d) == "t" for d in lines):
            return "t"
        return "i" if any(d.full for d in lines) else None
    return None


def own_object(gloss: str, recs: list[DingRecord]) -> str | None:
    """named_object, counting only the lines where the verb itself has the object: a bare
    {vt} head in a run whose other head marks it says nothing of this verb (nachlassen
    "to decrease" {vi} in Ding's own lines, beside etw. vermindern; nachlassen {vt})."""
    return named_object(gloss, [d for d in recs if "a" in d.objects or not d.sibling_acc])


# Meanings of a process the subject undergoes or a state it is in, said of things:
# fermenting, ticking, flowing into, being evident, radiating, hardening, easing off,
# decreasing, subsiding, rotting, melting, dripping, creaking (der Wein gärt, die Uhr
# tickt, der Fluss mündet ins Meer, das leuchtet mir ein, der Beton härtet aus, der
# Regen lässt nach). With no accusative object in the named sense there is no doer for
# an impersonal passive either (*es wird gegoren, *es wird getickt, *es wird
# eingeleuchtet); verbs with a doer stay outside it: heal and cure (der Arzt heilt),
# decline (refuse), set (den Ball pritschen), hum, sink and drop (etw. fallen lassen).
PROCESS_SENSES = {
    "ferment", "tick", "flow into", "run into", "lead into", "lead to", "be clear", "make sense",
    "stand to reason", "be evident", "be obvious", "be apparent", "be intelligible", "radiate",
    "beam", "harden", "set hard", "ease off", "ease", "ease up", "decrease", "subside", "die down",
    "die away", "dwindle", "dwindle away", "wane", "abate", "slacken", "rot", "decay", "putrefy",
    "wither", "fade", "rust", "shrink", "diminish", "increase", "swell", "swell (up)", "expire",
    "elapse", "ripen", "mature", "evaporate", "melt", "thaw", "leak", "leak out", "drip", "trickle",
    "seep", "ooze", "flicker", "crackle", "rattle", "creak", "rustle", "buzz", "echo", "resound",
    "resonate", "ring out", "stink", "reek", "smell", "itch", "hurt", "ache", "burn", "smoulder",
    "smolder", "glister", "glitter brightly", "remain in existence",
}


def process_only(gloss: str) -> bool:
    """The gloss's first sense is a process its subject undergoes or a state it is in
    (gären "to ferment", münden "to flow into, to lead to", einleuchten "to be clear",
    nachlassen "to ease off, to decrease"): every synonym is one of PROCESS_SENSES or
    NO_AGENT_SENSES, apart from set, which a doer does as well (den Ball pritschen "to
    set"), and one at least is; a first sense "to set" alone leaves it to the next
    (aushärten "to set; to harden"). The senses that take their meaning from the others
    (stand, look, count) are no process (stehen "to stand; to be (written)")."""
    for sense in gloss_senses(gloss):
        clear = [syn for syn in sense if syn != "set"]
        if clear:
            return all(syn in PROCESS_SENSES | NO_AGENT_SENSES for syn in clear)
    return False


# Meanings whose object is a content, never a person: a fact, a belief, words, a life
# (etw. wissen, etw. glauben, etw. sagen, ein Leben leben). Their passive has the third
# person alone (das wird geglaubt, es wird gesagt), never *ich werde gewusst, *du wirst
# geglaubt, *ich werde gelebt. Ding marks the object etw. for these and for brauchen
# (jdn. brauchen: ich werde gebraucht) alike, so the meaning decides. "know (a fact)"
# with its note: kennen "to know (be acquainted with)" has persons for objects.
CONTENT_OBJECT_SENSES = {"believe", "think", "suppose", "assume", "presume", "say", "know (a fact)", "live",
                         "hope", "guess", "reckon"}


def content_object(gloss: str) -> bool:
    """The gloss's first sense has a content for its object, never a person (wissen "to
    know (a fact)", glauben "to believe, to think", leben "to live")."""
    first = gloss.split(";")[0]
    raw = {re.sub(r"^to ", "", syn.strip()) for syn in first.split(",")}
    senses = plain_senses(first)
    return bool(raw & CONTENT_OBJECT_SENSES) or bool(senses and set(senses[0]) & CONTENT_OBJECT_SENSES)


def stative_only(gloss: str) -> bool:
    """Every sense of the gloss has a stative verb (wissen "to know (a fact)", leben "to
    live"): with no accusative object left, there is no action for an impersonal passive
    either (*es wird gewusst)."""
    senses = plain_senses(gloss)
    return bool(senses) and all(any(syn in STATIVE_SENSES for syn in sense) for sense in senses)


def passive_flags(gloss: str) -> list[str]:
    """poss where every sense of the gloss is one of having, holding or receiving (no
    passive: besitzen "to own, to possess", bekommen "to get, to receive"); a verb with an
    action sense as well keeps its passive (erhalten "to receive; to preserve": das
    Gebäude wird erhalten; kosten "to cost; to taste"). stat where a synonym of the first
    sense is stative (no Zustandspassiv: kennen "to know", brauchen "to need", sehen "to
    see"); a verb of possession is stative too."""
    senses = gloss_senses(gloss)
    if not senses:
        return []
    flags = []
    synonyms = [syn for sense in senses for syn in sense]
    if (all(syn in POSSESSION_SENSES | POSSESSION_COMPANIONS for syn in synonyms)
            and any(syn in POSSESSION_SENSES for syn in synonyms)):
        flags.append("poss")
    if flags or any(syn in STATIVE_SENSES for syn in senses[0]):
        flags.append("stat")
    return flags


# Meanings without a doer, said of the subject's state or relation: no passive at all,
# not even the impersonal one (*es wird gehört for gehören, *mir wird gefallen, *es wird
# geheißen, *es wird geähnelt).
NO_AGENT_SENSES = {
    "belong", "be called", "be named", "resemble", "please", "be liked",
    "be alike", "look like", "be situated", "be located", "lie", "be", "seem", "appear",
    "matter", "be fitting", "befit", "be due", "be worth", "mean", "be worthwhile",
    "be worth one’s while", "want", "exist", "be available", "signify",
}


# Meanings of light and duration, said of things (die Sonne scheint, das Konzert dauert):
# no doer either (*es wird geschienen, *es wird gedauert).
NO_AGENT_SENSES |= {"shine", "glow", "gleam", "glitter", "sparkle", "twinkle", "glisten", "shimmer",
                    "last", "be missing", "be absent", "be valid", "be alive", "be lacking"}
# English verbs whose sense depends on the others beside them: "to look, to appear"
# (aussehen) has no doer, "to look, to watch" (schauen) has one; "to count (as), to apply"
# (gelten) beside "to be valid". They decide nothing alone.
AMBIGUOUS_SENSES = {"look", "count", "apply", "take", "hold", "stand", "sound", "hold true"}


def no_agent(gloss: str) -> bool:
    """Every sense of the gloss is one without a doer (gehören "to belong (to)", heißen
    "to be called", ähneln "to resemble", gefallen "to please, to be liked", aussehen "to
    look, to appear", gelten "to be valid, to count (as), to apply"): each of its
    synonyms is, apart from those that take their sense from the others (look, count,
    apply), and one at least is; with the possession senses, which have no passive
    either."""
    senses = gloss_senses(gloss)
    if not senses:
        return False
    for sense in senses:
        clear = [syn for syn in sense if syn not in AMBIGUOUS_SENSES]
        if not clear or not all(syn in NO_AGENT_SENSES | POSSESSION_SENSES for syn in clear):
            return False
    return True


# First senses that are an event or a state said of things, with no doer to promote:
# ending, working (of a machine), sounding, reading (of a text), coming from, taking
# place, proceeding (of events), fitting, sufficing, resulting in, having at one's disposal, being
# right, being (located), hanging, depending, tending, being based on (das Konzert endet, das Gerät funktioniert, der Satz
# lautet, der Plan klappt, das Geld reicht, das stimmt). No passive at all: *es wird
# geendet, *es wird stattgefunden, *ich werde ergeben. Verbs whose English verb names a
# doer's action as well stay outside (end beside finish: beenden; run: laufen; work:
# arbeiten; sound and yield take the sense of the others).
NO_DOER_FIRST_SENSES = {
    "end", "come to an end", "function", "operate", "be functioning", "come from", "originate",
    "take place", "happen", "occur", "fit", "suffice", "be enough",
    "be sufficient", "result in", "result", "have at disposal", "be right", "be correct", "be true",
    "work out", "turn out", "be hanging", "hang (be hanging)", "be (located)", "suit", "sound",
    "be in", "be stuck", "be hidden", "depend", "depend on", "tend", "have an effect", "be based",
    "be based on", "be present", "be available", "belong to", "taste", "seem",
}
# Notes that make a first sense one said of a thing (lauten "to read, to go, to be (of a
# text)"; verlaufen "to run, to proceed (of events)").
THING_NOTES = ("(of a text)", "(of events)", "(of an event)")
FIRST_SENSE_AMBIGUOUS = AMBIGUOUS_SENSES | {"work", "run", "go", "yield", "be", "proceed"}


# First senses with an accusative object and still no doer: the object is what the
# subject amounts to or has (die Summe ergibt zehn, er verfügt über Geld): *ich werde
# ergeben, *es wird verfügt.
NO_DOER_OBJECT_SENSES = {"result in", "have at disposal", "amount to", "total"}


def no_doer_object(gloss: str) -> bool:
    """The gloss's first sense has a synonym of NO_DOER_OBJECT_SENSES (ergeben "to result
    in, to yield")."""
    senses = gloss_senses(gloss.split(";")[0])
    return bool(senses) and bool(set(senses[0]) & NO_DOER_OBJECT_SENSES)


def no_doer_first_sense(gloss: str) -> bool:
    """The gloss's first sense, the meaning a learner reads the table by, is an event or a
    state said of things (enden "to end", funktionieren "to work, to function", lauten
    "to read, to go, to be (of a text)", ergeben "to result in, to yield", verfügen "to
    have at one's disposal", befinden "to be (located)"): every synonym, apart from those
    that take their sense from the others (work, run, yield), is one of
    NO_DOER_FIRST_SENSES, and one at least is; a note "(of a text)"
    makes the whole sense one of things. A synonym counts with its note or without it
    (hängen "to hang (be hanging)")."""
    first = gloss.split(";")[0]
    if any(note in first for note in THING_NOTES):
        return True
    senses = gloss_senses(first)
    if not senses:
        return False
    raw = [re.sub(r"^to ", "", syn.strip()) for syn in first.split(",")]
    # NO_AGENT_SENSES decide with every sense only (bestehen "to exist; to pass (an
    # exam)": die Prüfung wird bestanden), in no_agent.
    known = NO_DOER_FIRST_SENSES
    if any(r in known for r in raw) and all(
            r in known or syn in known or syn in FIRST_SENSE_AMBIGUOUS for r, syn in zip(raw, senses[0])):
        return True
    clear = [syn for syn in senses[0] if syn not in FIRST_SENSE_AMBIGUOUS]
    return bool(clear) and all(syn in known for syn in clear) and len(raw) == len(senses[0])


def dative_flag(recs: list, flags: list[str]) -> list[str]:
    """`dat` where the reflexive pronoun is a dative (sich etw. merken: ich merke mir;
    sich etw. aneignen: ich eigne mir an): most of Ding's reflexive senses say so."""
    refl = [r for r in recs if r.refl]
    if refl and sum(r.dative for r in refl) * 2 > len(refl):
        return ["dat"]
    return []


def reflexive_flags(recs: list) -> list[str]:
    """`sich` for a verb that is always reflexive (every one of at least two Ding
    senses has sich: sich beeilen, sich schämen), `refl` for one that often is (most
    senses: sich freuen, but also 'das freut mich'). Overrides add `sich` where Ding
    has a single sense (sich bedanken)."""
    if not recs:
        return []
    n = sum(1 for r in recs if r.refl)
    # one sense is too little evidence that a verb has no other use (erbrechen)
    if n == len(recs) and n >= 2:
        return ["sich"]
    if n * 2 >= len(recs):
        return ["refl"]
    return []


def third_singular(a: Analysis, family: str, irregular) -> str:
    pre = a.sep_prefix + a.insep_prefix
    if a.base in BUILTIN_3SG:
        return pre + BUILTIN_3SG[a.base]
    if a.base in irregular and family in ("strong", "mixed"):
        return pre + irregular[a.base].third_singular()
    return pre + weak_3sg(a.base)


def preterite(a: Analysis, family: str, irregular) -> str:
    pre = a.sep_prefix + a.insep_prefix
    if a.base in BUILTIN_FORMS:
        return pre + {"sein": "war", "haben": "hatte", "werden": "wurde", "wissen": "wusste",
                      "können": "konnte", "dürfen": "durfte", "mögen": "mochte", "müssen": "musste",
                      "sollen": "sollte", "wollen": "wollte", "tun": "tat", "möchten": "mochte"}[a.base]
    if a.base in irregular and family in ("strong", "mixed"):
        return pre + irregular[a.base].praeteritum.split("|")[0]
    b = a.base
    st = b[:-1] if b.endswith(("ern", "eln")) else stem_of(b)
    return pre + st + ("ete" if needs_e(st) else "te")


def pick_gloss(recs: list[DingRecord]) -> str:
    if not recs:
        return ""
    ordered = sorted(recs, key=lambda r: (not r.full, r.nheads > 1, r.order))
    for r in ordered:
        g = clean_gloss(r.english)
        if g:
            return g
    return ""


def validate(rows: list[Row], irregular: dict[str, Irregular]) -> list[str]:
    """The invariants the VerbData loader checks, so a bad build fails here."""
    problems = []
    seen = set()
    infinitives = {r.infinitive for r in rows}
    for r in rows:
        v = r.infinitive
        n = len(v)
        ok = (re.fullmatch(r"[a-zäöüß]+", v) and n >= 3 and v.endswith("n") and
              (v[-2] in "aeiouäöüy" or (v[-2] in "lr" and v[-3] == "e") or (v[-2] == "l" and v[-3] == "r" and n > 5)))
        if not ok:
            problems.append(f"{v}: not a lower-case infinitive")
        st = r.structure
        if re.sub(r"[|+~]", "", st) != v or re.search(r"\+[^|+]*\|", st) or len(re.split(r"[|+~]", st)[-1]) < 2:
            problems.append(f"{v}: structure {st} does not spell it")
        base = re.split(r"[|+~]", st)[-1]
        if r.family not in ("weak", "strong", "mixed", "ieren", "irregular"):
            problems.append(f"{v}: family {r.family}")
        if r.family in ("strong", "mixed") and base not in irregular:
            problems.append(f"{v}: {r.family} but {base} has no principal parts in the engine's table")
        if r.family == "irregular" and base not in BUILTIN_PP:
            problems.append(f"{v}: irregular but {base} is not built in")
        if r.auxiliary not in ("haben", "sein", "haben,sein", "sein,haben"):
            problems.append(f"{v}: auxiliary {r.auxiliary}")
        if r.rank <= 0:
            problems.append(f"{v}: rank {r.rank}")
        if any(f not in ("sich", "refl", "noge", "intr", "dat", "poss", "stat", "dpas") for f in r.flags):
            problems.append(f"{v}: flags {r.flags}")
        if not r.gloss.strip() or "\t" in r.gloss:
            problems.append(f"{v}: gloss {r.gloss!r}")
        # sich beschweren (to complain) beside etw. beschweren (to weigh down)
        key = (v, r.family, st, "sich" in r.flags)
        if key in seen:
            problems.append(f"{v}: duplicate reading {st} {r.family}")
        seen.add(key)
    for v in list(irregular) + list(BUILTIN_PP):
        if v not in infinitives:
            problems.append(f"{v}: missing from the lexicon")
    return problems


def write_lexicon(rows: list[Row], path: str):
    rows.sort(key=lambda r: (sort_key(r.infinitive), r.order))
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("# infinitive\tstructure\tfamily\tauxiliary\trank\tflags\tgloss\n")
        fh.write("# Generated by Scripts/build_lexicon.py; edit the script's inputs, not this file.\n")
        for r in rows:
            fh.write(r.line() + "\n")


AUDIT_DIR = os.path.join(ROOT, "Resources", "audit")


def write_evidence_fixes():
    """What the evidence pass changed, one line per change, by fault class."""
    os.makedirs(AUDIT_DIR, exist_ok=True)
    path = os.path.join(AUDIT_DIR, "evidence-fixes.tsv")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("# infinitive\tfault class\tbefore\tafter\tevidence\n")
        fh.write("# Generated by Scripts/build_lexicon.py: rows the evidence pass changed before the "
                 "hand corrections of Scripts/overrides.tsv.\n")
        for fx in sorted(EVIDENCE_FIXES, key=lambda x: (x[1], sort_key(x[0]))):
            fh.write("\t".join(fx) + "\n")
    counts = collections.Counter(fx[1] for fx in EVIDENCE_FIXES)
    for cls, n in sorted(counts.items()):
        print(f"evidence pass: {n:4d} {cls}", file=sys.stderr)


def write_notice(args, count: int):
    try:
        from importlib.metadata import version
        wf = version("wordfreq")
    except Exception:
        wf = "unknown"
    text = f"""Konjugieren — data provenance
================================

The verb data shipped with Konjugieren comes from the following sources. The
lexicon was generated by Scripts/build_lexicon.py; the product needs neither the
sources nor Python at run time.

Packages/ConjugationEngine/Sources/ConjugationEngine/PrincipalParts+Table.swift
  Principal parts of the strong, mixed and lexicalised prefixed verbs, written by
  the Konjugieren project from grammar knowledge and cross-checked against the
  principal parts given in the Ding dictionary (below). This table is grammar and
  part of the engine.
  Licence: GPL-3.0-or-later, as the rest of Konjugieren.

Packages/VerbData/Sources/VerbData/Resources/lexicon.tsv ({count} rows)
  * Verb list, prefix structure, auxiliary and reflexive evidence, and the English
    glosses of the less frequent verbs: derived from the Ding German-English
    dictionary, version {ding_version(args.ding)},
    Copyright (c) 1995-2023 Frank Richter, TU Chemnitz,
    https://dict.tu-chemnitz.de/ (Debian package trans-de-en).
    Licence: GNU General Public License, version 2 or later.
  * Frequency ranks: computed from wordfreq {wf} by Robyn Speer et al.
    (https://github.com/rspeer/wordfreq). wordfreq's code is licensed under the
    Apache License 2.0; its word frequency data under the Creative Commons
    Attribution-ShareAlike 4.0 licence (CC BY-SA 4.0), and it includes data from
    Google Books Ngrams, Wikipedia, OpenSubtitles (via the OPUS project),
    SUBTLEX, the Leeds Internet Corpus, Twitter, Reddit and Common Crawl via
    OSCAR, as credited in wordfreq's README. The rank column is an adaptation
    of that data and is shared under CC BY-SA 4.0.
  * English glosses of the most frequent verbs, two-meaning verbs and
    corrections (Scripts/glosses.tsv, Scripts/meanings.tsv, Scripts/overrides.tsv):
    written by the Konjugieren project. Licence: GPL-3.0-or-later.
  * Checked, not copied, at data-build time against the hunspell de_DE word list
    (igerman98, Björn Jacke, GPL-2.0-or-later) and spaCy's German lemma table
    (spacy-lookups-data, MIT); neither ships, and no form is taken from them. The
    audit and its evidence are in Resources/audit/.

Because the glosses derive from Ding (GPL-2+), Konjugieren as a whole is
distributed under the GNU General Public License, version 3 or later.
"""
    os.makedirs(os.path.dirname(NOTICE), exist_ok=True)
    with open(NOTICE, "w", encoding="utf-8") as fh:
        fh.write(text)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ding", default=DING_DEFAULT, help="path of Ding's de-en word list")
    ap.add_argument("--output", default=LEXICON_TSV)
    args = ap.parse_args(argv)
    if not os.path.exists(args.ding):
        sys.exit(f"{args.ding} not found: apt-get install trans-de-en")
    rows = build(args)
    problems = validate(rows, load_irregular())
    if problems:
        for p in problems[:50]:
            print("invalid: " + p, file=sys.stderr)
        sys.exit(f"{len(problems)} problems; lexicon not written")
    write_lexicon(rows, args.output)
    write_notice(args, len(rows))
    write_evidence_fixes()
    fams = collections.Counter(r.family for r in rows)
    print(f"{len(rows)} rows, {len({r.infinitive for r in rows})} infinitives: "
          + ", ".join(f"{k} {v}" for k, v in sorted(fams.items())), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
