/* ts-rules-guide-pages.c — the text of the rules guide, one entry a page.
 *
 * Written for this program from RULES.md and the seed documents, in our
 * own words; each page names the pieces whose movement diagrams
 * illustrate it (drawn from the piece table like the piece pages).
 */
#include "ts-rules-guide-pages.h"

#include <glib/gi18n.h>

static const TsGuidePage pages[] = {
  {
    "board",
    N_("The Board and the Setup"),
    {
      N_("Tai shogi is played on a board of 25 by 25 squares. Each side starts with 177 pieces of 93 kinds; "
         "Black (sente) sits at the bottom and moves first, White (gote) sits at the top."),
      N_("Each camp fills the six ranks nearest its player, with a row of 25 pawns in front and two "
         "go-betweens one rank further out. The nine ranks in the middle start empty. White's camp is "
         "Black's turned half a circle around the centre square."),
      N_("The pieces are flat wedges that point at the enemy. A piece belongs to the side it points away "
         "from, and it never changes sides: pieces that are captured leave the game for good."),
    },
    { TS_PIECE_PAWN, TS_PIECE_GO_BETWEEN },
  },
  {
    "steps",
    N_("Steps and Short Ranges"),
    {
      N_("Most pieces step: they move one square in some of the eight directions. Others have a short range "
         "of two, three or five squares along a line, and may stop on any of them."),
      N_("A piece moves only over empty squares. It may end its move on an enemy piece, which it then "
         "captures; it can never end on a piece of its own side."),
      N_("In the diagrams the piece stands in the middle, forward is up, and a blue ring marks each square "
         "it can reach this way."),
    },
    { TS_PIECE_GOLD_GENERAL, TS_PIECE_SILVER_GENERAL, TS_PIECE_VIOLENT_OX, TS_PIECE_FLYING_DRAGON },
  },
  {
    "ranges",
    N_("Ranging Pieces"),
    {
      N_("A ranging piece moves any number of empty squares along a line, as far as the edge of the board. "
         "The first piece in its way stops it: an enemy there may be captured, a friend may not be passed."),
      N_("Many pieces range in some directions and step in others; the pink lines in the diagrams show "
         "the directions without limit."),
    },
    { TS_PIECE_ROOK, TS_PIECE_BISHOP, TS_PIECE_QUEEN },
  },
  {
    "jumps",
    N_("Jumps"),
    {
      N_("A jump goes straight to a fixed square two or more steps away, whatever stands between. The "
         "landing square must be empty or hold an enemy, which is captured."),
      N_("The knight jumps only to the two squares ahead of it; the kirin and the phoenix jump two squares "
         "along lines. Yellow stars mark jumps in the diagrams."),
    },
    { TS_PIECE_KNIGHT, TS_PIECE_KIRIN, TS_PIECE_PHOENIX },
  },
  {
    "hooks",
    N_("Hook Moves"),
    {
      N_("The hook mover, the capricorn, the long-nosed goblin and the peacock move like ranging pieces "
         "and may then turn once by a right angle and range on."),
      N_("The square where the piece turns must be empty; only the square where it finally stops can hold "
         "a piece to capture. A crossed mark shows where a turn may be made."),
    },
    { TS_PIECE_HOOK_MOVER, TS_PIECE_CAPRICORN, TS_PIECE_LONG_NOSED_GOBLIN, TS_PIECE_PEACOCK },
  },
  {
    "lion",
    N_("Lion Power"),
    {
      N_("The lion, the furious fiend and the Buddhist spirit may take two king steps in one turn, in any "
         "directions, capturing on each square they step on. They can thus take two pieces at once."),
      N_("Stepping onto a neighbouring enemy and back captures it without moving (igui). Stepping onto an "
         "empty neighbour and back passes the turn. A lion may also jump to any square two steps away."),
      N_("Green exclamation marks show the first steps, where igui is possible; green stars the squares "
         "reached by a jump or a double step."),
    },
    { TS_PIECE_LION, TS_PIECE_FURIOUS_FIEND, TS_PIECE_BUDDHIST_SPIRIT },
  },
  {
    "line-lion",
    N_("Line-Lion Power"),
    {
      N_("Some pieces have lion power along single lines only. The lion dog takes up to three steps along "
         "one of its lines; the horned falcon takes two steps straight forward, the soaring eagle two steps "
         "along either forward diagonal."),
      N_("On the way, each step may enter an empty square, capture an enemy, or leap over any piece without "
         "touching it. The piece may come back along the same line after capturing, or capture a neighbour "
         "and return (igui)."),
      N_("A path may not leap over a piece at the point where it turns back, and a piece leapt over on the "
         "way out may not be captured on the way back."),
    },
    { TS_PIECE_LION_DOG, TS_PIECE_SOARING_EAGLE, TS_PIECE_HORNED_FALCON },
  },
  {
    "emperor",
    N_("The Emperor"),
    {
      N_("The emperor may jump to any empty square of the board, and capture any enemy piece that is not "
         "royal wherever it stands."),
      N_("It may capture an enemy royal (the other emperor or a prince) only if that royal is unprotected: "
         "after the capture, no other enemy piece could capture on that square by its ordinary moves."),
    },
    { TS_PIECE_EMPEROR },
  },
  {
    "promotion",
    N_("Promotion and Contagion"),
    {
      N_("There are no promotion zones. A piece that has a promoted form must promote at the end of every "
         "move in which it captures. A promoted piece never promotes again."),
      N_("Contagion: any piece that captures a deva or a teaching king becomes a teaching king, and any piece "
         "that captures a dark spirit or a Buddhist spirit becomes a Buddhist spirit. When one move captures "
         "both kinds, the last capture decides."),
      N_("Royal pieces are spared contagion: an emperor or a prince stays what it is, and a drunken elephant "
         "simply becomes a prince."),
    },
    { TS_PIECE_LION, TS_PIECE_DEVA, TS_PIECE_DARK_SPIRIT, TS_PIECE_TEACHING_KING },
  },
  {
    "royals",
    N_("Royals and the End of the Game"),
    {
      N_("The royal pieces are the emperor, the prince, and a drunken elephant that has promoted to a "
         "prince. A side that loses its last royal piece loses the game at once."),
      N_("There is no check: a royal may be left under attack, and it is up to its owner to keep it safe. "
         "A side that has no legal move when it is its turn loses."),
    },
    { TS_PIECE_PRINCE, TS_PIECE_DRUNKEN_ELEPHANT },
  },
  {
    "repetition",
    N_("Repetition"),
    {
      N_("A move is not allowed if it would bring back a position that has already occurred in the game, "
         "with the same pieces on the same squares and the same side to move."),
      N_("A pass by a lion-like piece is allowed only when the position with the other side to move is new, "
         "so two passes in a row are impossible. The program simply does not offer a move that repeats."),
    },
    { TS_PIECE_LION },
  },
  {
    "notation",
    N_("Notation"),
    {
      N_("Files are numbered 1 to 25 from Black's right, ranks lettered a to y from White's side: 13m is the "
         "centre square and 1a the top right corner seen from Black."),
      N_("A move in a game record gives the piece's abbreviation, a hyphen for a move or x for a capture, and "
         "the square it reaches, as LN-12l or LNx12l. An exclamation mark shows igui, a second square a "
         "double capture, a plus sign a promotion; a promoted piece's abbreviation starts with a plus sign."),
      N_("A position is written as TSFEN: the 25 ranks from a to y, each listing its pieces from file 25 to "
         "file 1, Black's in capitals and White's in small letters, with counts for empty squares; then b or "
         "w for the side to move."),
    },
    { TS_PIECE_LION_DOG },
  },
};

const TsGuidePage *
ts_guide_pages (guint *n_pages)
{
  *n_pages = G_N_ELEMENTS (pages);
  return pages;
}
