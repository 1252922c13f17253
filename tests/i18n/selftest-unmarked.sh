#!/bin/sh
# Proves check-unmarked.py can fail: a tree with one unmarked string in a
# .ui file, one in a .c file and one file missing from POTFILES.in must be
# rejected with each offender's file:line; the same tree marked must pass.
# Usage: selftest-unmarked.sh CHECKER
set -u
checker=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/data/ui" "$tmp/src/ui" "$tmp/po"

write_tree () {  # $1: attribute for the .ui label, $2: the C label expression
  cat > "$tmp/data/ui/planted.ui" <<UI
<?xml version="1.0" encoding="UTF-8"?>
<interface>
  <object class="GtkLabel">
    <property name="label" $1>Planted label</property>
    <property name="name">not-shown</property>
  </object>
  <object class="GtkLabel">
    <property name="label">∞</property>
  </object>
</interface>
UI
  cat > "$tmp/src/ui/planted.c" <<C
#include <glib/gi18n.h>
static void
f (GtkLabel *label, AdwMessageDialog *dialog)
{
  gtk_label_set_text (label, $2);
  adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  gtk_label_set_text (label, "→");
}
C
}

fail=0
# 1. unmarked strings and a file missing from POTFILES.in: must fail
write_tree '' '"Planted text"'
printf 'src/ui/planted.c\n' > "$tmp/po/POTFILES.in"
out=$(python3 "$checker" "$tmp" 2>&1); rc=$?
echo "$out"
if [ $rc -eq 0 ]; then echo "FAIL: the checker accepted planted unmarked strings"; fail=1; fi
for want in "data/ui/planted.ui:4:" "src/ui/planted.c:5:"; do
  case $out in
    *"$want"*) ;;
    *) echo "FAIL: no report of $want"; fail=1 ;;
  esac
done
if printf '%s\n' "$out" | grep -q 'planted.c:6:\|planted.c:7:\|planted.ui:8:'; then
  echo "FAIL: the checker flagged a response id or a symbol-only string"; fail=1
fi

# 2. a file with marked strings missing from POTFILES.in: must fail
write_tree 'translatable="yes"' '_("Planted text")'
out=$(python3 "$checker" "$tmp" 2>&1); rc=$?
echo "$out"
case $out in
  *"data/ui/planted.ui:1: has strings marked for translation but is not in po/POTFILES.in"*) ;;
  *) echo "FAIL: a .ui file missing from POTFILES.in went unnoticed"; fail=1 ;;
esac

# 3. everything marked and listed: must pass
printf 'src/ui/planted.c\ndata/ui/planted.ui\n' > "$tmp/po/POTFILES.in"
out=$(python3 "$checker" "$tmp" 2>&1); rc=$?
echo "$out"
if [ $rc -ne 0 ]; then echo "FAIL: the checker rejected a correctly marked tree"; fail=1; fi

[ $fail -eq 0 ] && echo "selftest: the checker fails on planted strings and passes marked ones"
exit $fail
