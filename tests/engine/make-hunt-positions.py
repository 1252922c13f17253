#!/usr/bin/env python3
# make-hunt-positions.py — writes the royal hunt suite (issue 41) read by
# `tai-shogi-cli hunt` and tests/engine/test-hunt.c:
#   tests/engine/make-hunt-positions.py build/src/cli/tai-shogi-cli \
#       > tests/engine/hunt-positions.txt
# A line reads ID;VARIANT;EXPECT;TSFEN;COMMENT (src/engine/ts-hunt.h):
# EXPECT is the least number of the side to move's moves that proves the
# capture of the enemy's last royal, "-" when the search must find none
# (within 5 moves), "?" for positions from games (the benchmark measures
# them).
#
# Hand-built positions (piece lists "TOKEN FILE RANK", upper case Black)
# come first, then positions from the engine's own won games in
# tests/engine/hunt-games/, played by
#   tai-shogi-cli match --games 12 --movetime 30 --opponent greedy \
#       --max-plies 600 --records hunt-games/tai --seed 41
#   tai-shogi-cli match --variant tenjiku --games 8 --movetime 30 \
#       --opponent greedy --max-plies 600 --records hunt-games/tenjiku --seed 41
# (every game a win of the engine on the board): the positions 1, 3, 5,
# 9 and 17 plies before the end, the winner to move, each read with
# `tai-shogi-cli replay` from the record cut there.
import glob, os, re, subprocess, sys, tempfile

from position_suite import tsfen

here = os.path.dirname(os.path.abspath(__file__))

SIZES = {'tai': 25, 'tenjiku': 16}
BEFORE_END = [1, 3, 5, 9, 17]

def hand(id, variant, expect, pieces, comment, side='b'):
    print('%s;%s;%s;%s;%s' % (id, variant, expect, tsfen(pieces, side, SIZES[variant]), comment))

def hand_built():
    # tai: the hunter's prince stays at home, far from the hunt
    hand('tai-rook-file', 'tai', '1', ['CP 13 y', 'R 5 t', 'cp 5 c'], 'the rook takes the prince up the open file')
    hand('tai-emperor-unprotected', 'tai', '1', ['CP 13 y', 'E 20 p', 'cp 5 c', 'g 9 h'],
         'the emperor takes the unprotected prince from across the board')
    hand('tai-ladder-2', 'tai', '2', ['CP 13 y', 'R 1 b', 'R 25 e', 'cp 13 a'],
         'the rook on rank b holds the prince on rank a; the other checks along it')
    hand('tai-ladder-3', 'tai', '3', ['CP 13 y', 'R 1 c', 'R 25 e', 'cp 13 b'],
         'two checks drive the prince to the edge, the third takes it')
    hand('tai-white-ladder-2', 'tai', '2', ['cp 13 a', 'r 25 x', 'r 1 u', 'CP 13 y'],
         'White hunts: the rook on rank x holds the prince on rank y', side='w')
    hand('tai-chase-4', 'tai', '4', ['CP 13 y', 'R 1 h', 'R 25 i', 'G 14 f', 'S 11 f', 'cp 13 c'],
         'two rooks, a gold and a silver chase the lone prince near the edge')
    hand('tai-chase-5', 'tai', '5', ['CP 13 y', 'R 1 h', 'R 25 i', 'G 13 f', 'cp 13 d'],
         'two rooks and a gold chase the lone prince: five checks')
    hand('tai-walled-in', 'tai', '2', ['CP 13 y', 'R 18 f', 'cp 25 a', 'p 24 a', 'p 24 b'],
         'the prince in the corner, walled in by its own pawns: its one step stays on the checked file')
    hand('tai-walled-guarded', 'tai', '-', ['CP 13 y', 'R 18 f', 'cp 25 a', 'p 24 b', 'g 25 c', 's 24 c'],
         'the same corner, the file guarded by a gold: no hunt')
    hand('tai-lone-rook', 'tai', '-', ['CP 13 y', 'R 1 x', 'cp 13 m'],
         'one rook cannot hunt a prince in the middle of the board')
    hand('tai-guarded-prince', 'tai', '-', ['CP 13 y', 'R 1 x', 'B 20 w', 'cp 13 b', 'g 12 b', 'g 14 b', 'g 13 c',
                                             'g 12 c', 'g 14 c', 's 13 a'],
         'the prince in a box of golds: nothing reaches it in three moves')
    # tenjiku
    hand('tenjiku-rook-file', 'tenjiku', '1', ['K 8 p', 'R 5 n', 'k 5 c'], 'the rook takes the king up the open file')
    hand('tenjiku-ladder-2', 'tenjiku', '2', ['K 8 p', 'R 1 b', 'R 16 e', 'k 8 a'],
         'the rook on rank b holds the king on rank a; the other checks along it')
    hand('tenjiku-ladder-3', 'tenjiku', '3', ['K 8 p', 'R 1 c', 'R 16 e', 'k 8 b'],
         'two checks drive the king to the edge, the third takes it')
    hand('tenjiku-range-jump', 'tenjiku', '1', ['K 8 p', 'GG 8 m', 'p 8 h', 'p 8 f', 'k 8 c'],
         'the great general jumps the two pawns and takes the king')
    hand('tenjiku-burn', 'tenjiku', '1', ['K 1 p', 'FD 8 g', 'k 8 c', 'p 8 d', 'p 7 d', 'p 9 d'],
         'the fire demon takes a pawn next to the king and burns it')
    hand('tenjiku-chase-5', 'tenjiku', '5', ['K 8 p', 'R 1 h', 'R 16 i', 'G 8 f', 'k 8 d'],
         'two rooks and a gold chase the lone king: five checks')
    hand('tenjiku-corner-guarded', 'tenjiku', '-', ['K 8 p', 'R 10 f', 'k 16 a', 'p 15 b', 'g 16 c', 's 15 c'],
         'the king in the corner, its file guarded: no hunt')
    hand('tenjiku-lone-rook', 'tenjiku', '-', ['K 8 p', 'R 1 o', 'k 8 h'],
         'one rook cannot hunt a king in the middle of the board')

def moves_of(path):
    lines = open(path).read().splitlines()
    head = [l for l in lines if l.startswith('[')]
    body = ' '.join(l for l in lines if not l.startswith('['))
    tokens = [t for t in body.split() if not re.fullmatch(r'\d+\.|1-0|0-1|1/2-1/2|\*', t)]
    return head, tokens

def tsfen_after(cli, variant, head, tokens, plies):
    head = [re.sub(r'\[Result "[^"]*"\]', '[Result "*"]', l) for l in head]
    text = '\n'.join(head) + '\n\n'
    for i, m in enumerate(tokens[:plies]):
        text += ('%d. ' % (i // 2 + 1) if i % 2 == 0 else '') + m + ' '
    with tempfile.NamedTemporaryFile('w', suffix='.tsr') as f:
        f.write(text + '*\n')
        f.flush()
        out = subprocess.run([cli, 'replay', '--variant', variant, f.name], check=True, capture_output=True, text=True)
    return out.stdout.strip().splitlines()[-1]

def from_games(cli):
    for variant in ('tai', 'tenjiku'):
        for path in sorted(glob.glob(os.path.join(here, 'hunt-games', variant, '*.tsr'))):
            head, tokens = moves_of(path)
            name = os.path.splitext(os.path.basename(path))[0]
            for before in BEFORE_END:
                if before >= len(tokens):
                    continue
                fen = tsfen_after(cli, variant, head, tokens, len(tokens) - before)
                print('%s-%s-end-%d;%s;?;%s;%d plies before the end of hunt-games/%s/%s.tsr'
                      % (variant, name, before, variant, fen, before, variant, name))

if __name__ == '__main__':
    if len(sys.argv) != 2:
        sys.exit('usage: make-hunt-positions.py TAI-SHOGI-CLI > hunt-positions.txt')
    print('# The royal hunt suite (issue 41): written by make-hunt-positions.py, which says how.')
    hand_built()
    from_games(sys.argv[1])
