#!/usr/bin/env python3
# check-screenshots.py METAINFO SCREENSHOT_DIR: every screenshot the
# AppStream metadata names is a PNG of that name in SCREENSHOT_DIR (the
# source tree's data/screenshots, where the published copies come from)
# of the width and height it states, with a caption; and one shows
# tenjiku shogi, as the program plays both games.
import os, struct, sys
import xml.etree.ElementTree as ET

metainfo, folder = sys.argv[1], sys.argv[2]
failed = False

def fail(message):
    global failed
    print('FAIL: ' + message)
    failed = True

def png_size(path):
    with open(path, 'rb') as f:
        head = f.read(24)
    if head[:8] != b'\x89PNG\r\n\x1a\n' or head[12:16] != b'IHDR':
        return None
    return struct.unpack('>II', head[16:24])

shots = ET.parse(metainfo).getroot().findall('./screenshots/screenshot')
if not shots:
    fail('no screenshots')
captions = []
for shot in shots:
    image = shot.find("image[@type='source']")
    caption = shot.find('caption')
    if image is None or caption is None or not (caption.text or '').strip():
        fail('a screenshot without a source image or a caption')
        continue
    captions.append(caption.text)
    name = os.path.basename(image.text.strip())
    path = os.path.join(folder, name)
    if not os.path.isfile(path):
        fail('%s is not in %s' % (name, folder))
        continue
    size = png_size(path)
    stated = (int(image.get('width')), int(image.get('height')))
    if size != stated:
        fail('%s is %s, the metadata says %dx%d' % (name, 'not a PNG' if size is None else '%dx%d' % size, *stated))
    else:
        print('ok: %s %dx%d: %s' % (name, size[0], size[1], caption.text))
if not any('tenjiku' in c.lower() for c in captions):
    fail('no screenshot shows tenjiku shogi')
sys.exit(1 if failed else 0)
