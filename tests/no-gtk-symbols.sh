#!/bin/sh
# no-gtk-symbols.sh NM LIBRARY — fails when LIBRARY asks for any GTK, GDK,
# GSK or Adwaita symbol: the layers below the widgets must stay GTK-free.
nm=$1 library=$2
if "$nm" -u "$library" | grep -E '\b(gtk|gdk|gsk|adw)_'; then
  echo "$library wants the GTK symbols above" >&2
  exit 1
fi
exit 0
