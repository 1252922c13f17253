#!/usr/bin/env python3
"""Fails if a user-visible string of the interface is not marked for translation.

Usage: check-unmarked.py [ROOT]   (ROOT: the top of the tree, default ".")

Checks, printing FILE:LINE: message for each offender:
  * data/ui/*.ui: every <property> with a user-visible name (label, title,
    tooltip-text, ...) and every menu <attribute name="label"> or string
    list <item> holding text with a letter carries translatable="yes"
    (translatable="no" is accepted as a deliberate, visible choice);
  * src/ui/*.c: no string literal with a letter is passed directly to a
    call that shows it (gtk_label_set_text, adw_toast_new, g_menu_append,
    ...) outside _(), N_(), C_() or NC_();
  * src/**/*.c: no _() string is built with a format macro such as
    G_GSIZE_FORMAT (xgettext cuts the msgid there);
  * po/POTFILES.in lists every source and .ui file with marked strings,
    and every file it lists exists.
"""
import glob
import os
import re
import sys
import xml.parsers.expat

VISIBLE_PROPERTIES = {
    "label", "title", "tooltip-text", "tooltip-markup", "placeholder-text",
    "subtitle", "description", "text", "heading", "body", "secondary-text",
    "accessible-name", "primary-text", "icon-name-tooltip", "message",
}

# function -> indices of the arguments that are shown to the user
# (None: every argument; for the *_responses varargs, see below)
C_CALLS = {
    "gtk_label_new": [0],
    "gtk_label_new_with_mnemonic": [0],
    "gtk_label_set_text": [1],
    "gtk_label_set_label": [1],
    "gtk_label_set_markup": [1],
    "gtk_label_set_text_with_mnemonic": [1],
    "gtk_label_set_markup_with_mnemonic": [1],
    "adw_toast_new": [0],
    "adw_toast_set_title": [1],
    "adw_toast_set_button_label": [1],
    "gtk_window_set_title": [1],
    "adw_window_title_new": [0, 1],
    "adw_window_title_set_title": [1],
    "adw_window_title_set_subtitle": [1],
    "gtk_widget_set_tooltip_text": [1],
    "gtk_widget_set_tooltip_markup": [1],
    "gtk_button_new_with_label": [0],
    "gtk_button_new_with_mnemonic": [0],
    "gtk_button_set_label": [1],
    "gtk_check_button_new_with_label": [0],
    "gtk_check_button_new_with_mnemonic": [0],
    "gtk_check_button_set_label": [1],
    "gtk_editable_set_text": [],  # content, not interface text
    "gtk_entry_set_placeholder_text": [1],
    "adw_message_dialog_new": [1, 2],
    "adw_message_dialog_set_heading": [1],
    "adw_message_dialog_set_body": [1],
    "adw_message_dialog_format_heading": [1],
    "adw_message_dialog_format_body": [1],
    "adw_message_dialog_add_response": [2],
    "adw_message_dialog_set_response_label": [2],
    "adw_message_dialog_add_responses": "responses",
    "adw_preferences_row_set_title": [1],
    "adw_preferences_group_set_title": [1],
    "adw_preferences_group_set_description": [1],
    "adw_preferences_page_set_title": [1],
    "adw_action_row_set_subtitle": [1],
    "adw_expander_row_set_subtitle": [1],
    "adw_status_page_set_title": [1],
    "adw_status_page_set_description": [1],
    "adw_banner_set_title": [1],
    "gtk_file_chooser_native_new": [0, 3, 4],
    "gtk_file_dialog_set_title": [1],
    "gtk_file_filter_set_name": [1],
    "g_menu_item_new": [0],
    "g_menu_item_set_label": [1],
    "g_menu_append": [1],
    "g_menu_prepend": [1],
    "g_menu_insert": [2],
    "g_menu_append_submenu": [1],
    "g_menu_append_section": [1],
    "g_notification_new": [0],
    "g_notification_set_body": [1],
    "gtk_string_list_append": [],
}
MARKERS = ("_", "N_", "C_", "NC_", "g_dgettext", "g_dngettext", "g_dpgettext2", "ngettext", "gettext")

problems = []


def report(path, line, message):
    problems.append("%s:%d: %s" % (path, line, message))


def has_letter(text):
    return any(c.isalpha() for c in text)


# ---- .ui files ---------------------------------------------------------

def check_ui(path, shown):
    parser = xml.parsers.expat.ParserCreate()
    stack = []

    def start(tag, attrs):
        watched = (tag == "property" and attrs.get("name") in VISIBLE_PROPERTIES) \
            or (tag == "attribute" and attrs.get("name") == "label") \
            or (tag == "item" and stack and stack[-1]["tag"] == "items")
        stack.append({"tag": tag, "attrs": attrs, "text": [], "watched": watched,
                      "line": parser.CurrentLineNumber, "children": False})
        if len(stack) > 1:
            stack[-2]["children"] = True

    def end(tag):
        node = stack.pop()
        text = "".join(node["text"]).strip()
        if not node["watched"] or node["children"] or not has_letter(text):
            return
        if node["attrs"].get("translatable") not in ("yes", "no"):
            report(shown, node["line"], '<%s name="%s"> "%s" is not marked translatable="yes"'
                   % (tag, node["attrs"].get("name", ""), text))

    def data(chars):
        if stack:
            stack[-1]["text"].append(chars)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = data
    with open(path, "rb") as f:
        try:
            parser.ParseFile(f)
        except xml.parsers.expat.ExpatError as e:
            report(shown, e.lineno, "not well-formed XML: %s" % e)


# ---- C files -----------------------------------------------------------

TOKEN = re.compile(r'''//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|[A-Za-z_]\w*|\S''', re.S)


def tokens(source):
    for m in TOKEN.finditer(source):
        t = m.group(0)
        if t.startswith("//") or t.startswith("/*"):
            continue
        yield t, source.count("\n", 0, m.start()) + 1


def literal_text(tok):
    return tok[1:-1]


def check_c(path, shown, calls=True):
    with open(path, encoding="utf-8") as f:
        source = f.read()
    # a preprocessor line is not a call; blank it out but keep the lines
    source = re.sub(r'^[ \t]*#.*$', lambda m: " " * len(m.group(0)), source, flags=re.M)
    toks = list(tokens(source))
    for i, (tok, line) in enumerate(toks):
        if tok in MARKERS[:4] and i + 2 < len(toks) and toks[i + 1][0] == "(":
            j = i + 2
            while j < len(toks) and toks[j][0].startswith('"'):
                j += 1
            if j > i + 2 and re.match(r'G_G\w*_FORMAT|G_G\w*_MODIFIER|PRI', toks[j][0]):
                report(shown, line, "%s() string built with %s: xgettext cuts the msgid there; "
                       "use a plain conversion and a cast" % (tok, toks[j][0]))
        if not calls or tok not in C_CALLS or i + 1 >= len(toks) or toks[i + 1][0] != "(":
            continue
        if i > 0 and toks[i - 1][0] in ("void", "*") or (i > 0 and re.match(r"[A-Za-z_]", toks[i - 1][0])
                                                     and toks[i - 1][0] not in ("return", "else")):
            continue  # a declaration, not a call
        # split the call's arguments at depth 1; keep the literals of each
        # argument that are not inside a nested call (those are not "direct")
        args = [[]]
        depth = 0
        j = i + 1
        while j < len(toks):
            t, l = toks[j]
            if t in "([{":
                depth += 1
                if depth > 1:
                    args[-1].append(("(", l))
            elif t in ")]}":
                depth -= 1
                if depth == 0:
                    break
                args[-1].append((")", l))
            elif t == "," and depth == 1:
                args.append([])
            else:
                args[-1].append((t, l))
            j += 1
        spec = C_CALLS[tok]
        if spec == "responses":
            # (dialog, id, label, id, label, ..., NULL)
            indices = range(2, len(args), 2)
        else:
            indices = spec
        for k in indices:
            if k >= len(args):
                continue
            nest = 0
            for t, l in args[k]:
                if t == "(":
                    nest += 1
                elif t == ")":
                    nest -= 1
                elif nest == 0 and t.startswith('"') and has_letter(literal_text(t)):
                    report(shown, l, "%s(): %s is shown to the user but not marked with _()" % (tok, t))


# ---- POTFILES.in ---------------------------------------------------------

def check_potfiles(root):
    potfiles = os.path.join(root, "po", "POTFILES.in")
    listed = []
    with open(potfiles, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if line and not line.startswith("#"):
                listed.append(line)
                if not os.path.exists(os.path.join(root, line)):
                    report("po/POTFILES.in", n, "%s does not exist" % line)
    marked_c = re.compile(r'\b(?:_|N_|C_|NC_|g_dngettext|g_dpgettext2)\s*\(\s*"')
    candidates = sorted(glob.glob(os.path.join(root, "src", "**", "*.c"), recursive=True))
    candidates += sorted(glob.glob(os.path.join(root, "data", "ui", "*.ui")))
    for path in candidates:
        rel = os.path.relpath(path, root)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        marked = 'translatable="yes"' in text if rel.endswith(".ui") else marked_c.search(text)
        if marked and rel not in listed:
            report(rel, 1, "has strings marked for translation but is not in po/POTFILES.in")


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    for path in sorted(glob.glob(os.path.join(root, "data", "ui", "*.ui"))):
        check_ui(path, os.path.relpath(path, root))
    for path in sorted(glob.glob(os.path.join(root, "src", "**", "*.c"), recursive=True)):
        rel = os.path.relpath(path, root)
        check_c(path, rel, calls=rel.startswith(os.path.join("src", "ui") + os.sep))
    if os.path.exists(os.path.join(root, "po", "POTFILES.in")):
        check_potfiles(root)
    else:
        report("po/POTFILES.in", 0, "missing")
    for p in problems:
        print(p)
    if problems:
        print("%d unmarked or misplaced string(s)" % len(problems), file=sys.stderr)
        return 1
    print("all user-visible strings are marked for translation")
    return 0


if __name__ == "__main__":
    sys.exit(main())
