# position_suite.py — what the scripts that write the engine's position
# suites (make-tactics.py, make-tenjiku-tactics.py, make-hunt-positions.py)
# share: a position from a piece list, and the suite file of
# ID;CHECK;TSFEN;COMMENT lines.  Each script imports it from its own
# folder, which Python puts first on the path of a script it runs.

def tsfen(pieces, side='b', size=25):
    """The TSFEN of pieces ("TOKEN FILE RANK", upper case Black) on a
    board of size files and ranks, side ('b' or 'w') to move."""
    board = {}
    for p in pieces:
        tok, f, r = p.split()
        board[(int(f), ord(r) - ord('a'))] = tok
    rows = []
    for y in range(size):
        row = []; empty = 0
        for x in range(size):
            f = size - x
            if (f, y) in board:
                if empty: row.append(str(empty)); empty = 0
                row.append(board[(f, y)])
            else:
                empty += 1
        if empty: row.append(str(empty))
        rows.append(','.join(row))
    return '/'.join(rows) + ' ' + side + ' 1'

def write_suite(path, header, positions, size):
    """Writes header, then a line for each (id, check, side, pieces,
    comment) of positions, to path; prints how many."""
    with open(path, 'w') as out:
        out.write(header)
        for id, check, side, pieces, comment in positions:
            out.write('%s;%s;%s;%s\n' % (id, check, tsfen(pieces, side, size), comment))
    print(len(positions))
