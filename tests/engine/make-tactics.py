#!/usr/bin/env python3
# make-tactics.py — writes tactics.txt from piece lists ("TOKEN FILE RANK"):
#   tests/engine/make-tactics.py tests/engine/tactics.txt
import sys

from position_suite import write_suite

P = []  # (id, check, side, pieces, comment)
def add(id, check, side, pieces, comment):
    P.append((id, check, side, pieces, comment))

# ---- capture the last royal ----
add('capture-rook-file', 'wins', 'b', ['CP 20 y','R 5 t','P 9 s','cp 5 c','q 12 k','p 14 f'], 'the rook takes the prince up the open file; a queen hangs elsewhere')
add('capture-bishop-diagonal', 'wins', 'b', ['CP 22 y','B 10 t','R 20 y','cp 3 m','dk 20 d','p 5 e'], 'the bishop takes the prince on the long diagonal, not the dragon king')
add('capture-lion-jump', 'wins', 'b', ['CP 22 y','LN 13 m','cp 11 k','hm 13 o','p 11 j'], 'the lion leaps two squares onto the prince instead of taking the hook mover next to it')
add('capture-emperor-unprotected', 'wins', 'b', ['E 5 y','CP 6 y','cp 20 b','p 7 c','ln 12 m'], 'the emperor takes the unprotected prince from across the board')
add('capture-protected-last-royal', 'wins', 'b', ['CP 22 y','R 8 x','cp 8 e','g 9 d','q 1 a'], 'the prince is protected, but it is the last royal: taking it wins')
add('capture-white-rook', 'wins', 'w', ['CP 17 u','Q 3 r','P 16 t','cp 2 a','r 17 a','p 3 b'], 'White\'s rook takes Black\'s prince down the file')
add('capture-lion-dog-hop', 'wins', 'b', ['CP 22 y','LD 13 p','p 13 o','cp 13 n','lo 20 h'], 'the lion dog hops over the pawn (or takes it too) and takes the prince')
add('capture-queen-long-diagonal', 'wins', 'b', ['CP 13 y','Q 1 y','cp 25 a','hm 1 b','p 20 b'], 'the queen takes the prince on the long diagonal, not the hook mover up the file')
add('capture-dragon-horse', 'wins', 'b', ['CP 13 y','DH 9 p','cp 15 j','ca 9 c','p 15 i'], 'the dragon horse takes the prince, not the capricorn')
# ---- save the last royal ----
add('save-rook-file', 'save', 'b', ['CP 13 y','Q 1 y','G 5 x','r 13 a','q 1 a','cp 25 a','g 24 b'], 'the prince stands on the rook\'s file; taking the queen loses it')
add('save-bishop-diagonal', 'save', 'b', ['CP 10 t','R 20 y','b 3 m','q 20 f','cp 25 a'], 'the bishop attacks the prince; the queen hangs to the rook')
add('save-from-emperor', 'save', 'b', ['CP 13 y','G 16 x','R 1 y','e 13 a','cp 12 a','ln 1 c','p 15 c'], 'the prince is unprotected before White\'s emperor; taking the lion leaves it so')
add('save-take-the-lion', 'save', 'b', ['CP 13 y','G 12 x','R 1 y','ln 12 w','q 1 k','cp 25 a'], 'the lion attacks the prince wherever it steps: only taking the lion saves it')
add('save-two-attackers', 'save', 'b', ['CP 13 y','Q 20 y','r 13 a','b 5 q','ln 20 c','cp 25 a'], 'rook and bishop both attack the prince; the lion is bait')
add('save-white-bishop', 'save', 'w', ['CP 25 y','B 17 m','R 5 a','cp 10 f','q 5 t'], 'White: the bishop attacks the prince; the queen is bait')
add('save-pawn-attack', 'save', 'b', ['CP 13 m','R 1 y','p 13 l','g 13 k','q 1 d','cp 25 a'], 'a protected pawn attacks the prince: taking it loses, stepping aside saves')
add('save-dragon-horse', 'save', 'b', ['CP 3 j','R 20 y','dh 8 e','q 20 b','cp 25 a'], 'the dragon horse attacks the prince; the queen is bait')
# ---- win material by a two-move combination ----
add('win-queen-fork', 'best:16s-10m', 'b', ['CP 22 y','Q 16 s','cp 10 c','ln 2 m','p 20 a'], 'the queen attacks the prince up the file and the lion along the rank; the prince must move, the lion falls')
add('win-dragon-king-fork', 'best:11n-10m', 'b', ['CP 22 y','DK 11 n','cp 10 c','ln 2 m','p 20 a'], 'the dragon king steps to attack the prince and the lion')
add('win-bishop-fork', 'best:17q-13m', 'b', ['CP 1 y','B 17 q','cp 18 h','ln 8 r','p 2 a'], 'the bishop attacks the prince and the lion on the other diagonal')
add('win-dragon-horse-fork', 'best:13n-13m', 'b', ['CP 1 y','DH 13 n','cp 18 h','ln 8 r','p 2 a'], 'the dragon horse steps to attack the prince and the lion')
add('win-queen-rank-fork', 'best:20m-13m', 'b', ['CP 1 y','Q 20 m','cp 13 c','ln 18 h','p 2 a'], 'the queen attacks the prince up the file and the lion on the diagonal')
add('win-white-queen-fork', 'best:10g-16m', 'w', ['CP 16 w','LN 24 m','P 6 y','cp 25 a','q 10 g'], 'White\'s queen attacks the prince and the lion')
add('win-lion-fork', 'best:13p-13n', 'b', ['CP 1 y','LN 13 p','cp 11 l','vm 15 l','p 2 a'], 'the lion leaps to attack the prince and the vertical mover')
add('win-white-dragon-king-fork', 'best:15l-16m', 'w', ['CP 16 w','LN 24 m','P 6 y','cp 25 a','dk 15 l'], 'White\'s dragon king steps to attack the prince and the lion')
# ---- avoid an emperor trade ----
add('avoid-goblin-pawn', 'avoid:13yx13k', 'b', ['E 13 y','CP 12 y','P 10 w','lo 13 k','p 13 j','e 13 a','cp 12 a','g 11 a'], 'the goblin is defended by a pawn')
add('avoid-queen-gold', 'avoid:13yx5k', 'b', ['E 13 y','CP 12 y','P 10 w','q 5 k','g 5 j','cp 12 a','g 11 a','p 11 b'], 'the queen is defended by a gold')
add('avoid-capricorn-rook', 'avoid:13yx20h', 'b', ['E 13 y','CP 12 y','P 10 w','ca 20 h','r 20 a','cp 12 a','g 11 a','p 11 b'], 'the capricorn is defended by a rook from afar')
add('avoid-peacock-bishop', 'avoid:13yx9l', 'b', ['E 13 y','CP 12 y','P 10 w','pc 9 l','b 4 g','cp 12 a','g 11 a','p 11 b'], 'the peacock is defended by a bishop from afar')
add('avoid-last-royal-emperor', 'avoid:13yx13k', 'b', ['E 13 y','P 10 w','lo 13 k','p 13 j','cp 12 a','g 11 a'], 'the emperor is the last royal: taking the defended goblin loses the game')
add('avoid-lion-lance', 'avoid:13yx7k', 'b', ['E 13 y','CP 12 y','P 10 w','ln 7 k','l 7 a','cp 12 a','g 11 a','p 11 b'], 'the lion is defended by a lance')
add('avoid-white-goblin', 'avoid:13ax13o', 'w', ['CP 12 y','G 11 y','LO 13 o','P 13 p','e 13 a','cp 12 a','p 10 c'], 'White: the goblin is defended by a pawn')
add('avoid-queen-pair', 'avoid:13yx6f,13yx7f', 'b', ['E 13 y','CP 12 y','P 10 w','q 6 f','q 7 f','cp 12 a','g 11 a','p 11 b'], 'two queens defend each other')

def main():
    write_suite(sys.argv[1], '''# The engine's tactical suite: one position a line,
#   ID;CHECK;TSFEN;COMMENT
# CHECK is "wins" (the move takes the enemy's last royal), "save" (after
# the move the opponent cannot take the mover's last royal), "best:M,..."
# (one of these moves) or "avoid:M,..." (none of these moves).  Moves are
# canonical move strings (RULES.md section 7).
''', P, 25)

if __name__ == '__main__':
    main()
