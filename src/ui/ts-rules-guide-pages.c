/* ts-rules-guide-pages.c — the text of the rules guide, one entry a page.
 *
 * Written for this program from RULES.md, TENJIKU.md and the seed
 * documents, in our own words; each page names the pieces whose movement
 * diagrams illustrate it (drawn from the piece table like the piece
 * pages, in the page's rule set).  Tai shogi's chapter comes first, then
 * tenjiku shogi's, whose pages' ids start with "tenjiku-".
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
  /* ---- tenjiku shogi (TENJIKU.md) ---- */
  {
    "tenjiku-board",
    N_("Tenjiku Shogi: Board and Pieces"),
    {
      N_("Tenjiku shogi is played on a board of 16 by 16 squares. Each side starts with 78 pieces of 36 kinds; "
         "Black (sente) sits at the bottom and moves first. Files are numbered 1 to 16 from Black's right, ranks "
         "lettered a to p from White's side."),
      N_("Each camp fills the five ranks nearest its player, with a row of 16 pawns in front and two dogs one "
         "rank further out. The four ranks in the middle start empty. Captured pieces leave the game for good."),
      N_("Most pieces step, range and jump as in tai shogi. Tenjiku's own are fiercer: generals that jump "
         "whole lines of pieces to capture, pieces that walk three steps in any pattern, the lion hawk and the "
         "free eagle, the heavenly tetrarch and, above all, the fire demons, which burn every enemy piece they "
         "stop beside."),
    },
    { TS_PIECE_KING, TS_PIECE_DOG, TS_PIECE_SIDE_SOLDIER, TS_PIECE_VERTICAL_SOLDIER },
    TS_RULES_TENJIKU,
  },
  {
    "tenjiku-generals",
    N_("Range-Jumping Generals"),
    {
      N_("The great general ranges in all eight directions, the rook general along files and ranks, the "
         "bishop general and the vice general along diagonals. A general that does not capture ranges over "
         "empty squares only, and never jumps."),
      N_("To capture, a general may jump any number of pieces of a lower rank, its own or the enemy's, and "
         "take any enemy piece it reaches along the line. The ranks are: first the king and the prince, "
         "second the great general, third the vice general, fourth the rook and bishop generals, and fifth "
         "every other piece."),
      N_("A general never jumps a piece of its own rank or a higher one, and never a king or a prince, not "
         "even its own. It may capture any enemy it reaches, whatever the rank, a king included. The pieces "
         "jumped stay where they are: a range jump captures exactly one piece."),
      N_("A promoted rook general moves and ranks as a great general, a promoted bishop general as a vice "
         "general. Orange lines in the diagrams mark ranges that capture by jumping."),
    },
    { TS_PIECE_GREAT_GENERAL, TS_PIECE_VICE_GENERAL, TS_PIECE_ROOK_GENERAL, TS_PIECE_BISHOP_GENERAL },
    TS_RULES_TENJIKU,
  },
  {
    "tenjiku-area",
    N_("Area Moves"),
    {
      N_("Instead of ranging, the vice general and the fire demon may walk up to three king steps, turning "
         "as they like after each step. Every square before the last must be empty; the last may be empty or "
         "hold an enemy piece, which is captured."),
      N_("The walk may end on the square it started from: the piece passes its turn, which it can do "
         "whenever one of its neighbours is empty. An area move never jumps and captures at most one piece, "
         "on the square where it ends."),
      N_("Teal diamonds in the diagrams mark the squares an area move can reach."),
    },
    { TS_PIECE_VICE_GENERAL, TS_PIECE_FIRE_DEMON },
    TS_RULES_TENJIKU,
  },
  {
    "tenjiku-lions",
    N_("Lion Hawk, Lion and Free Eagle"),
    {
      N_("The lion has lion power as in tai shogi: two king steps in one turn, capturing on either square or "
         "on both; a jump to any square two steps away; igui, capturing a neighbour without moving; and a pass. "
         "A promoted lion becomes a lion hawk, which has the same power and ranges along the diagonals too."),
      N_("The free eagle ranges in all eight directions and jumps to any square two away in a straight line. "
         "It has lion power along the diagonals only: it may capture a diagonal neighbour without moving, or "
         "capture it and make one more diagonal step, taking a second enemy there if one stands there, or pass."),
      N_("A lion hawk or a free eagle can thus take two pieces in one move. Both are of the fifth rank: every "
         "range-jumping general may jump them."),
    },
    { TS_PIECE_LION_HAWK, TS_PIECE_LION, TS_PIECE_FREE_EAGLE },
    TS_RULES_TENJIKU,
  },
  {
    "tenjiku-tetrarch",
    N_("Heavenly Tetrarch and Water Buffalo"),
    {
      N_("The chariot soldier ranges along the diagonals and straight forward or back, and goes one or two "
         "squares sideways. It promotes to the heavenly tetrarch."),
      N_("The heavenly tetrarch never moves to a neighbouring square, and nothing standing next to it blocks "
         "it: along the diagonals and straight forward or back it ranges from the second square on, and "
         "sideways it goes to the second or third square. It captures an enemy neighbour by igui, without "
         "moving, and it cannot pass."),
      N_("The water buffalo ranges along the diagonals and sideways, and goes one or two squares straight "
         "forward or back. It promotes to a fire demon, which burns at the end of the very move that "
         "promotes it."),
    },
    { TS_PIECE_CHARIOT_SOLDIER, TS_PIECE_HEAVENLY_TETRARCH, TS_PIECE_WATER_BUFFALO },
    TS_RULES_TENJIKU,
  },
  {
    "tenjiku-burns",
    N_("Fire Demons and Burning"),
    {
      N_("The fire demon ranges along the diagonals and sideways, or makes an area move of up to three king "
         "steps. Wherever it stops, every enemy piece on the eight squares around it is burnt: taken off the "
         "board, kings and princes included. This is an active burn."),
      N_("An enemy piece that ends its move next to a fire demon is burnt itself, after making its capture: "
         "a passive burn. Such a move is allowed, like leaving a king attacked, but the piece that makes it "
         "is lost: a suicide. A fire demon that stops beside an enemy fire demon is burnt and burns nothing."),
      N_("Burning never harms a piece of the burning side, and burnt pieces do not count as captures for "
         "promotion. In a game record the burnt squares follow the move, each after an exclamation mark, and "
         "a suicide ends with an asterisk: FD-6h!6g!5g, Rx7e+*."),
    },
    { TS_PIECE_FIRE_DEMON, TS_PIECE_WATER_BUFFALO },
    TS_RULES_TENJIKU,
  },
  {
    "tenjiku-promotion",
    N_("Promotion in Tenjiku"),
    {
      N_("Each side's promotion zone is the five far ranks, from the enemy's pawn rank on: a to e for Black, "
         "l to p for White. Thirty kinds of piece can promote; the king, the great and vice generals, the free "
         "eagle, the lion hawk and the fire demon cannot, and a promoted piece never promotes again."),
      N_("A move that enters the zone may promote, whether it captures or not. A move that starts inside the "
         "zone may promote only if it captures. A move that starts and ends outside the zone never promotes, "
         "and neither does a pass."),
      N_("Promotion is never compulsory: when a move may promote, the program asks, showing both faces (with "
         "Always Promote in Preferences it promotes unasked where the promoted piece loses no move). A piece "
         "that stays unpromoted in the zone may promote later by capturing, or by leaving the zone and "
         "entering it again."),
      N_("A pawn, lance or iron general on the last rank, or a knight on the last two, can never move again, "
         "but stays on the board. A drunk elephant that promotes becomes a prince, a royal piece."),
    },
    { TS_PIECE_PAWN, TS_PIECE_KNIGHT, TS_PIECE_DRUNKEN_ELEPHANT, TS_PIECE_PRINCE },
    TS_RULES_TENJIKU,
  },
  {
    "tenjiku-end",
    N_("Winning a Tenjiku Game"),
    {
      N_("The royal pieces are the king and the prince. A side that has lost its last royal piece, captured "
         "or burnt, has lost the game. There is no check: a royal may be left under attack, or even moved "
         "next to an enemy fire demon."),
      N_("The game is judged after the whole move, burns included. A move that takes the last enemy royal "
         "wins, even if the same move burns the mover's own last royal."),
      N_("A side that has no legal move when it is its turn loses. As in tai shogi, a move may not bring back "
         "a position that has already occurred, so two passes in a row are impossible."),
    },
    { TS_PIECE_KING, TS_PIECE_PRINCE },
    TS_RULES_TENJIKU,
  },
};

const TsGuidePage *
ts_guide_pages (guint *n_pages)
{
  *n_pages = G_N_ELEMENTS (pages);
  return pages;
}
