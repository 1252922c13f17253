#!/usr/bin/env python3
"""Fills the piece names of a .po file from the piece table.

The English names of src/core/ts-piece.c are marked N_() and translated
in po/; for Japanese the translation of each is the kanji name of the same
table row (its common-character fallback where it has one, since interface
text is not set in the piece font).  Usage, from the top of the tree:

    po/piece-names.py po/ja.po

Only untranslated or fuzzy piece-name entries are filled; others are kept.
"""
import re
import subprocess
import sys

ROW = re.compile(r'= ROW \(N_\("([^"]*)"\), (?:"[^"]*"|NULL), "([^"]*)", (NULL|"[^"]*"),')


def piece_names(source="src/core/ts-piece.c"):
    names = {}
    with open(source, encoding="utf-8") as f:
        for name, kanji, fallback in ROW.findall(f.read()):
            names[name] = fallback.strip('"') if fallback != "NULL" else kanji
    return names


def po_quote(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def fill(po_path, table, force=False):
    """Sets msgstr of each entry whose msgid is in table; returns the count."""
    # one line per string, so that entries can be matched line by line
    text = subprocess.run(["msgattrib", "--no-wrap", po_path], check=True,
                          capture_output=True, text=True).stdout
    entries = text.split("\n\n")
    n = 0
    for i, e in enumerate(entries):
        m = re.search(r'^msgid (".*")$', e, re.M)
        if m is None or "\nmsgctxt " in "\n" + e or e.startswith("#~"):
            continue
        msgid = eval(m.group(1))  # a C-quoted string without escapes beyond \" \\ \n
        plural = re.search(r'^msgid_plural (".*")$', e, re.M)
        key = (msgid, eval(plural.group(1))) if plural else msgid
        if key not in table or msgid == "":
            continue
        empty = re.search(r'^msgstr(\[0\])? ""$', e, re.M) is not None
        fuzzy = re.search(r'^#, .*fuzzy', e, re.M) is not None
        if not (force or empty or fuzzy):
            continue
        lines = [l for l in e.split("\n") if not l.startswith("msgstr") and not l.startswith("#| ")]
        lines = [re.sub(r'^(#, .*)\bfuzzy(, )?', r'\1', l) for l in lines]
        lines = [l for l in lines if l.rstrip(", ") not in ("#",)]
        value = table[key]
        if plural:
            values = value if isinstance(value, list) else [value]
            lines += ["msgstr[%d] %s" % (j, po_quote(v)) for j, v in enumerate(values)]
        else:
            lines.append("msgstr " + po_quote(value))
        entries[i] = "\n".join(lines)
        n += 1
    with open(po_path, "w", encoding="utf-8") as f:
        f.write("\n\n".join(entries).rstrip("\n") + "\n")
    return n


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: po/piece-names.py po/LANG.po")
    table = piece_names()
    print("%d piece names in the table, %d filled in %s" % (len(table), fill(sys.argv[1], table), sys.argv[1]))
