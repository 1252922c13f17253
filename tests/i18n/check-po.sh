#!/bin/sh
# Checks that a translation is complete: no untranslated or fuzzy entry,
# and every msgid of a template made afresh from po/POTFILES.in is in it
# (so a string newly marked without a translation fails).
# Usage: check-po.sh ROOT LANG
set -eu
root=$1
lang=$2
po="$root/po/$lang.po"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$po" 2>&1)
echo "$po: $stats"
case $stats in
  *untranslated*|*fuzzy*) echo "FAIL: $po has untranslated or fuzzy entries"; exit 1 ;;
esac

# the same keywords as meson's i18n.gettext(preset: 'glib')
(cd "$root" && xgettext --package-name=tai-shogi -f po/POTFILES.in -D . -o "$tmp/tai-shogi.pot" \
  --from-code=UTF-8 --add-comments \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
  --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
  --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format \
  --flag=g_string_printf:2:c-format --flag=g_string_append_printf:2:c-format \
  --flag=g_error_new:3:c-format --flag=g_set_error:4:c-format)
echo "template: $(grep -c '^msgid ' "$tmp/tai-shogi.pot") entries (with the header)"
if ! LC_ALL=C msgcmp "$po" "$tmp/tai-shogi.pot"; then
  echo "FAIL: strings of the sources are missing from $po; run"
  echo "  meson compile -C BUILDDIR tai-shogi-update-po  and translate them"
  exit 1
fi
# the translations must keep each format string's conversions
LC_ALL=C msgfmt --check-format -o /dev/null "$po"
echo "$po is complete"
