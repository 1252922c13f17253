#!/usr/bin/env python3
# make-tenjiku-tactics.py — writes tenjiku-tactics.txt from piece lists
# ("TOKEN FILE RANK", TENJIKU.md tokens: upper case Black, lower White):
#   tests/engine/make-tenjiku-tactics.py tests/engine/tenjiku-tactics.txt
# Every position has exactly one legal move that passes its check
# (tests/engine/test-tactics.c checks it).  mirror() turns a position
# round (files 17-f, ranks a<->p, colours swapped), so that a theme is
# asked of White too.
import re, sys

from position_suite import write_suite

def flip_square(m):
    return '%d%s' % (17 - int(m.group(1)), chr(ord('a') + ord('p') - ord(m.group(2))))

def flip_token(tok):
    return tok.lower() if tok.lstrip('+').isupper() else tok.upper()

def mirror(check, side, pieces):
    flipped = []
    for p in pieces:
        tok, f, r = p.split()
        flipped.append('%s %d %s' % (flip_token(tok), 17 - int(f), chr(ord('a') + ord('p') - ord(r))))
    if ':' in check:
        kind, moves = check.split(':', 1)
        check = kind + ':' + re.sub(r'(\d+)([a-p])', flip_square, moves)
    return check, 'w' if side == 'b' else 'b', flipped

P = []  # (id, check, side, pieces, comment)
def add(id, check, side, pieces, comment):
    P.append((id, check, side, pieces, comment))

def add_mirrored(id, check, side, pieces, comment):
    check, side, pieces = mirror(check, side, pieces)
    add(id, check, side, pieces, comment)

# Two royals a side in the corners behind pawns, where the puzzle asks
# for material: no line reaches a royal, and one burn or capture does
# not end the game, so that the tactic is the best move rather than a
# royal hunt.
KINGS = ['K 16 p', 'P 16 o', 'P 15 o', 'P 15 p', '+DE 1 p', 'P 1 o', 'P 2 o', 'P 2 p',
         'k 1 a', 'p 1 b', 'p 2 b', 'p 2 a', '+de 16 a', 'p 16 b', 'p 15 b', 'p 15 a']
# one royal a side: the puzzle is about the last one
LAST_ROYALS = ['K 16 p', 'k 1 a']

# ---- burn a crowd: the fire demon stops where the most enemies stand around ----
crowd_f = ['g 4 e', 's 5 e', 'r 6 e', 'b 4 g', 'dk 5 g', 'dh 6 g']
# a pawn on the demon's diagonal to 16b: taking the pawn there burns the
# crown prince beside it and hunts the king down in 4 moves (the royal
# hunt, docs/hunt.md, proves it), a better answer than the burn
crowd_f_guard = ['P 14 d']
add('burn-rank-centre', 'best:12f-5f', 'b', KINGS + ['FD 12 f'] + crowd_f + crowd_f_guard,
    'along the rank into the middle of six pieces: 5f burns all six, 6f four, 4f four')
add('burn-diagonal-over-queen', 'best:13n-8i', 'b', KINGS + ['FD 13 n', 'q 5 n', 'r 8 h', 'b 7 i', 'dh 9 h', 's 8 j', 'g 7 h'],
    'the queen attacks the demon and hangs, but 8i burns rook, bishop, dragon horse, silver and gold (39 to 22)')
add('burn-area-turn', 'best:8k-7h', 'b', KINGS + ['FD 8 k', 'r 8 g', 'dk 7 g', 'b 6 g', 'dh 6 h', 'g 8 h'],
    'no line leads to 7h: an area move of three steps does, and burns five pieces')
add('burn-capture-and-burn', 'best:12lx7g', 'b', KINGS + ['FD 12 l', 'b 7 g', 'g 8 f', 'dh 7 f', 's 6 g'],
    'the demon takes the bishop and burns the three pieces around it')
add('burn-safe-crowd', 'best:12m-5m', 'b', KINGS + ['FD 12 m', 'r 8 h', 'b 7 i', 'dh 9 h', 's 8 j', 'g 7 h',
                                                     'r 8 c', 'r 4 l', 'b 6 l', 'g 5 l', 's 4 n', 'dk 6 n'],
    '8i burns five, but the rook then takes the demon down the file; 5m burns five as dear and is safe')
add_mirrored('burn-white-capture-and-burn', 'best:12lx7g', 'b', KINGS + ['FD 12 l', 'b 7 g', 'g 8 f', 'dh 7 f', 's 6 g'],
             'White: the demon takes the bishop and burns the three pieces around it')
add_mirrored('burn-white-area-turn', 'best:8k-7h', 'b', KINGS + ['FD 8 k', 'r 8 g', 'dk 7 g', 'b 6 g', 'dh 6 h', 'g 8 h'],
             'White: an area move of three steps to the one square that burns five')
add_mirrored('burn-white-rank-centre', 'best:12f-5f', 'b', KINGS + ['FD 12 f'] + crowd_f + crowd_f_guard,
             'White: along the rank into the middle of six pieces')

# ---- avoid a suicide: the tempting capture ends next to an enemy fire demon ----
# Each king stands between two fire demons of its own, walled in: no
# fire demon can burn it (one that stops next to the king stops next to
# a demon, or takes one next to the other), and every piece of White's
# wall stands next to a demon, so that taking it is suicide.  The bait
# replaces a piece of White's wall.
def fortresses(bait, bait_square):
    white = ['k 1 a', 'fd 2 a', 'fd 1 b', 'p 3 a', 'p 3 b', 'p 2 b', 'p 2 c', 'p 1 c']
    black = ['K 16 p', 'FD 15 p', 'FD 16 o', 'P 14 p', 'P 14 o', 'P 15 o', 'P 15 n', 'P 16 n']
    for i, p in enumerate(white):
        if p.endswith(' ' + bait_square[:-1] + ' ' + bait_square[-1]):
            white[i] = '%s %s %s' % (bait, bait_square[:-1], bait_square[-1])
    return white + black

ELSEWHERE = ['B 12 l', 'r 14 j']  # the rook the bishop may take instead
add('suicide-queen', 'best:12lx14j', 'b', fortresses('b', '3a') + ['Q 10 a'] + ELSEWHERE,
    'the queen takes the bishop next to the demon and burns (10 for 22); the bishop takes the rook')
add_mirrored('suicide-white-queen', 'best:12lx14j', 'b', fortresses('b', '3a') + ['Q 10 a'] + ELSEWHERE,
             'White: the queen takes the bishop next to the demon and burns; the bishop takes the rook')
add('suicide-rook', 'best:12lx14j', 'b', fortresses('g', '2c') + ['R 2 k'] + ELSEWHERE,
    'the rook takes the gold next to the demon and burns (3 for 12); the bishop takes the rook')
add_mirrored('suicide-white-rook', 'best:12lx14j', 'b', fortresses('g', '2c') + ['R 2 k'] + ELSEWHERE,
             'White: the rook takes the gold next to the demon and burns; the bishop takes the rook')
add('suicide-dragon-horse', 'best:12lx14j', 'b', fortresses('g', '3a') + ['DH 7 e'] + ELSEWHERE,
    'the dragon horse takes the gold next to the demon and burns (3 for 12); the bishop takes the rook')

# ---- win a general through a screen ----
add('screen-rook-general', 'best:9mx9e=+RG', 'b', KINGS + ['RG 9 m', 'P 9 l', 'p 9 k', 'gg 9 e'],
    'the rook general jumps the two pawns and takes the great general, which attacked it the same way, and promotes to one')
add('screen-bishop-general', 'best:13nx8i', 'b', KINGS + ['BG 13 n', 'P 12 m', 'p 11 l', 'vg 8 i'],
    'the bishop general jumps both pawns and takes the vice general')
add('screen-rank-stops-the-jump', 'best:12mx12k', 'b', KINGS + ['RG 12 m', 'p 12 l', 'vg 12 k', 'p 12 f', 'q 12 c'],
    'the rook general jumps the pawn and takes the vice general; it could not jump the vice general to the queen')
add_mirrored('screen-white-rank-stops-the-jump', 'best:12mx12k', 'b', KINGS + ['RG 12 m', 'p 12 l', 'vg 12 k', 'p 12 f', 'q 12 c'],
             'White: the rook general jumps the pawn and takes the vice general, not past it')
add_mirrored('screen-white-bishop-general', 'best:13nx8i', 'b', KINGS + ['BG 13 n', 'P 12 m', 'p 11 l', 'vg 8 i'],
             'White: the bishop general jumps both pawns and takes the vice general')
add_mirrored('screen-white-rook-general', 'best:9mx9e=+RG', 'b', KINGS + ['RG 9 m', 'P 9 l', 'p 9 k', 'gg 9 e'],
             'White: the rook general jumps the pawns, takes the great general and promotes to one')

# ---- save the last royal from a range jump (the king is walled in) ----
WALL = ['P 16 o', 'P 15 o', 'G 15 p']
add('jump-interpose-general', 'save', 'b', LAST_ROYALS + WALL + ['rg 16 a', 'p 16 l', 'BG 12 k'],
    'the rook general jumps the pawns down the file; only a general of its rank or higher stops it: 12k-16g')
add('jump-take-the-vice-general', 'save', 'b', LAST_ROYALS + ['P 16 o', 'P 15 o', 'G 15 p', 'P 13 m', 'p 11 k', 'vg 8 h', 'R 8 m'],
    'the vice general jumps two pawns and the king\'s own pawn on the diagonal: the rook takes it')
add('jump-king-steps-out', 'save', 'b', ['K 16 p', 'k 1 a', 'P 15 p', 'P 15 o', 'gg 8 p'],
    'the great general jumps the pawn along the last rank: the king steps up to 16o')
add('jump-screen-piece-takes', 'save', 'b', LAST_ROYALS + WALL + ['rg 16 f', 'R 16 j'],
    'the rook is no shield, the general jumps it; but the rook can take the general')
add('jump-great-general-blocks', 'save', 'b', LAST_ROYALS + ['P 16 o', 'RG 15 o', 'G 15 p', 'vg 10 j', 'GG 4 l'],
    'the vice general jumps the king\'s own rook general: only the great general, a rank above it, blocks on 12l')
add('jump-promote-to-block', 'save', 'b', LAST_ROYALS + WALL + ['rg 16 a', 'p 16 l', 'SE 14 g'],
    'the soaring eagle steps into the zone on the file: promoted it is a rook general, which the attacker cannot jump; unpromoted it is jumped')
add_mirrored('jump-white-promote-to-block', 'save', 'b', LAST_ROYALS + WALL + ['rg 16 a', 'p 16 l', 'SE 14 g'],
             'White: only the soaring eagle promoted on the file, a rook general, stops the rook general')
add_mirrored('jump-white-take-the-vice-general', 'save', 'b',
             LAST_ROYALS + ['P 16 o', 'P 15 o', 'G 15 p', 'P 13 m', 'p 11 k', 'vg 8 h', 'R 8 m'],
             'White: the vice general jumps to the king along the diagonal: only the rook takes it')
add_mirrored('jump-white-interpose-general', 'save', 'b', LAST_ROYALS + WALL + ['rg 16 a', 'p 16 l', 'BG 12 k'],
             'White: only a general of the attacker\'s rank or higher stops its range jump')

# ---- promote a water buffalo into burning position ----
add('buffalo-diagonal-crowd', 'best:8h-5e=+WB', 'b', KINGS + ['P 12 d', 'WB 8 h', 'r 4 d', 'b 5 d', 'g 6 d', 'dk 6 e'],
    'promoting on 5e burns four pieces; taking the rook on 4d and promoting burns only the bishop')
add('buffalo-file-crowd', 'best:12f-12d=+WB', 'b', KINGS + ['WB 12 f', 'r 11 c', 'b 12 c', 'g 13 c', 's 13 d'],
    'two squares up the file into the zone: the new demon burns four')
add('buffalo-burns-prince', 'wins', 'b', ['K 16 p', '+de 5 c', 'WB 11 g', 'g 4 c', 'p 5 b'],
    'promoting on 6b puts a fire demon next to the prince, the last royal; unpromoted it burns nothing')
add('buffalo-capture-in-zone', 'best:8dx5d=+WB', 'b', KINGS + ['WB 8 d', 'n 5 d', 'r 4 c', 'b 5 c', 'g 4 e'],
    'inside the zone it promotes only by capturing: taking the knight, it burns rook, bishop and gold')
add_mirrored('buffalo-white-capture-in-zone', 'best:8dx5d=+WB', 'b', KINGS + ['WB 8 d', 'n 5 d', 'r 4 c', 'b 5 c', 'g 4 e'],
             'White: inside the zone it promotes only by capturing: taking the knight, it burns three')
add_mirrored('buffalo-white-file-crowd', 'best:12f-12d=+WB', 'b', KINGS + ['WB 12 f', 'r 11 c', 'b 12 c', 'g 13 c', 's 13 d'],
             'White: two squares down the file into the zone, the new demon burns four')

# ---- capture the last royal ----
add('royal-range-jump', 'wins', 'b', ['K 16 p', 'k 9 a', 'GG 9 m', 'P 9 l', 'vg 9 f', 'p 9 c'],
    'the great general jumps pawns and the vice general and takes the king')
add('royal-demon-takes-and-burns', 'wins', 'b', ['K 16 p', 'k 1 a', 'g 2 a', 's 1 b', 'p 2 b', 'FD 5 e'],
    'the demon takes the pawn on 2b and burns the king beside it')
add('royal-demon-beside-demon', 'wins', 'b', ['K 16 p', 'k 1 a', 'fd 3 a', 'g 1 b', 'FD 1 e'],
    'next to the king, 2a and 2b are next to the enemy demon too: only taking the gold on 1b burns the king')
add('royal-tetrarch', 'wins', 'b', ['K 16 p', 'k 8 f', 'p 8 g', '+CS 8 h', 'g 7 f', 'g 9 f'],
    'the tetrarch skips its neighbour and takes the king two squares ahead')
add('royal-king-burns-too', 'wins', 'b', ['K 8 h', 'k 8 g', 'fd 8 f', 'P 16 l'],
    'the king takes the king next to the demon and is burnt, but the enemy lost its last royal first: a win')
add('royal-demon-along-the-rank', 'wins', 'b', ['K 16 p', '+de 3 h', 'g 4 g', 'FD 12 g', 'gg 9 d'],
    'the great general hangs, but the prince is the last royal: the demon takes the gold beside it and burns it')
add_mirrored('royal-white-demon-beside-demon', 'wins', 'b', ['K 16 p', 'k 1 a', 'fd 3 a', 'g 1 b', 'FD 1 e'],
             'White: only taking the gold beside the king keeps the demon away from the enemy demon')
add_mirrored('royal-white-range-jump', 'wins', 'b', ['K 16 p', 'k 9 a', 'GG 9 m', 'P 9 l', 'vg 9 f', 'p 9 c'],
             'White: the great general jumps the screen and takes the king')

def main():
    write_suite(sys.argv[1], '''# Tenjiku's tactical suite (TENJIKU.md), written by make-tenjiku-tactics.py:
#   ID;CHECK;TSFEN;COMMENT
# as tactics.txt, read in tenjiku's rule set:
#   tai-shogi-cli tactics --variant tenjiku tests/engine/tenjiku-tactics.txt
# The id's first word names the theme: burn (a fire demon burns a crowd),
# suicide (the tempting move ends next to an enemy fire demon), screen (a
# range-jumping general wins a piece through a screen), jump (save the
# last royal from a range jump), buffalo (a water buffalo promotes where
# it burns), royal (capture the last royal).  Exactly one legal move
# passes each check.
''', P, 16)

if __name__ == '__main__':
    main()
