/* ts-piece.c — the piece table and the reading of its Betza strings.
 *
 * Each row follows seed 000: the "Table of pieces" (name, kanji, rōmaji,
 * "Promotes to"), the setup legend (abbreviation), the piece list (count)
 * and the "Piece values" table (value).  Movement is the Betza string of
 * seed 000's "Individual pieces" section, read by ts_betza_parse() below;
 * the great elephant, for which the seed gives words but no string, is
 * written in the same dialect from those words.
 */
#include "ts-piece.h"

#include <glib/gi18n-lib.h>
#include <string.h>

typedef struct {
  TsPieceInfo info;
  const char *betza;
} TsPieceRow;

/* A row; ROW_WITH for the few pieces with traits (TsPieceTraits). */
#define ROW_WITH(TRAITS, NAME, ABBR, KANJI, FALLBACK, ROMAJI, PROMO, VALUE, COUNT, BETZA) \
  { { NAME, ABBR, KANJI, FALLBACK, ROMAJI, TS_PIECE_##PROMO, VALUE, COUNT, TRAITS, { { 0 } } }, BETZA }
#define ROW(...) ROW_WITH (0, __VA_ARGS__)
/* A row whose White piece has other kanji (TsPieceInfo.kanji_white). */
#define ROW_WHITE_KANJI(KANJI_WHITE, TRAITS, NAME, ABBR, KANJI, FALLBACK, ROMAJI, PROMO, VALUE, COUNT, BETZA) \
  { { NAME, ABBR, KANJI, FALLBACK, ROMAJI, TS_PIECE_##PROMO, VALUE, COUNT, TRAITS, { { 0 } }, \
      .kanji_white = KANJI_WHITE }, BETZA }

static const TsPieceRow piece_rows[TS_N_PIECE_TYPES] = {
  [TS_PIECE_NONE] = ROW (NULL, NULL, NULL, NULL, NULL, NONE, 0, 0, ""),
  [TS_PIECE_EMPEROR] = ROW_WITH (TS_TRAIT_ROYAL, N_("Emperor"), "E", "天王", NULL, "tennō", NONE, TS_VALUE_INFINITE, 1, "U"),
  [TS_PIECE_PRINCE] = ROW_WITH (TS_TRAIT_ROYAL, N_("Prince"), "CP", "太子", NULL, "taishi", NONE, 4, 1, "K"),
  [TS_PIECE_DRUNKEN_ELEPHANT] = ROW (N_("Drunken elephant"), "DE", "醉象", NULL, "suizō", PRINCE, 3, 1, "FfrlW"),
  [TS_PIECE_HOOK_MOVER] = ROW (N_("Hook mover"), "HM", "鉤行", NULL, "kōgyō", GOLD_GENERAL, 98, 1, "RmaR"),
  [TS_PIECE_LONG_NOSED_GOBLIN] = ROW (N_("Long-nosed goblin"), "LO", "天狗", NULL, "tengu", NONE, 89, 2, "WmBaB"),
  [TS_PIECE_CAPRICORN] = ROW (N_("Capricorn"), "CA", "摩𩹄", "摩羯", "makatsu", GOLD_GENERAL, 88, 1, "BmaB"),
  [TS_PIECE_PEACOCK] = ROW (N_("Peacock"), "PC", "孔雀", NULL, "kujaku", NONE, 66, 2, "bB2fBfmasB"),
  [TS_PIECE_SOARING_EAGLE] = ROW (N_("Soaring eagle"), "SE", "飛鷲", NULL, "hijū", NONE, 17, 2, "RbBf[avF]fA"),
  [TS_PIECE_HORNED_FALCON] = ROW (N_("Horned falcon"), "HF", "角鷹", NULL, "kakuō", NONE, 18, 2, "BrlbRf[avW]fD"),
  [TS_PIECE_QUEEN] = ROW (N_("Queen"), "Q", "奔王", NULL, "honnō", NONE, 21, 2, "Q"),
  [TS_PIECE_RUSHING_BIRD] = ROW (N_("Rushing bird"), "RB", "行鳥", NULL, "gyōchō", FREE_DEMON, 20, 1, "BfrlR"),
  [TS_PIECE_FREE_DEMON] = ROW (N_("Free demon"), "FR", "奔鬼", NULL, "honki", NONE, 18, 2, "rlRBfbR5"),
  [TS_PIECE_FREE_DREAM_EATER] = ROW (N_("Free dream-eater"), "FT", "奔獏", NULL, "honbaku", NONE, 19, 2, "fbRBrlR5"),
  [TS_PIECE_WATER_BUFFALO] = ROW (N_("Water buffalo"), "WB", "水牛", NULL, "suigyū", FREE_DREAM_EATER, 17, 2, "rlRBfbR2"),
  [TS_PIECE_FLYING_OX] = ROW (N_("Flying ox"), "FO", "飛牛", NULL, "higyū", NONE, 16, 2, "BfbR"),
  [TS_PIECE_SOLDIER] = ROW (N_("Soldier"), "SO", "兵士", NULL, "heishi", NONE, 14, 2, "RbB"),
  [TS_PIECE_DRAGON_KING] = ROW (N_("Dragon king"), "DK", "龍王", NULL, "ryūō", NONE, 13, 2, "FR"),
  [TS_PIECE_DRAGON_HORSE] = ROW (N_("Dragon horse"), "DH", "龍馬", NULL, "ryūme", NONE, 12, 2, "WB"),
  [TS_PIECE_LION] = ROW (N_("Lion"), "LN", "獅子", NULL, "shishi", FURIOUS_FIEND, 22, 1, "NADaK"),
  [TS_PIECE_RACING_CHARIOT] = ROW (N_("Racing chariot"), "SC", "走車", NULL, "sōsha", NONE, 12, 2, "RbF"),
  [TS_PIECE_ROOK] = ROW (N_("Rook"), "R", "飛車", NULL, "hisha", GOLD_GENERAL, 11, 2, "R"),
  [TS_PIECE_BISHOP] = ROW (N_("Bishop"), "B", "角行", NULL, "kakugyō", GOLD_GENERAL, 10, 2, "B"),
  [TS_PIECE_WHITE_HORSE] = ROW (N_("White horse"), "WH", "白駒", NULL, "hokku", NONE, 13, 2, "fQbR"),
  [TS_PIECE_WHALE] = ROW (N_("Whale"), "W", "鯨鯢", NULL, "keigei", NONE, 9, 2, "fRbQ"),
  [TS_PIECE_STANDARD_BEARER] = ROW (N_("Standard bearer"), "SB", "前旗", NULL, "zenki", NONE, 15, 2, "Q2fQ"),
  [TS_PIECE_VERMILLION_SPARROW] = ROW (N_("Vermillion sparrow"), "VS", "朱雀", NULL, "suzaku", NONE, 13, 1, "fBfWbRbB2"),
  [TS_PIECE_TURTLE_SNAKE] = ROW (N_("Turtle-snake"), "TS", "玄武", NULL, "genbu", NONE, 10, 1, "fQbWbB2"),
  [TS_PIECE_BLUE_DRAGON] = ROW (N_("Blue dragon"), "BD", "青龍", NULL, "seiryū", NONE, 11, 1, "rlR[fr]BfbR2fF"),
  [TS_PIECE_WHITE_TIGER] = ROW (N_("White tiger"), "WT", "白虎", NULL, "byakko", NONE, 11, 1, "fbR[fl]BrlR2fF"),
  [TS_PIECE_RIGHT_CHARIOT] = ROW (N_("Right chariot"), "RC", "右車", NULL, "usha", NONE, 10, 1, "fR[fr][bl]BbW"),
  [TS_PIECE_LEFT_CHARIOT] = ROW (N_("Left chariot"), "LC", "左車", NULL, "sasha", NONE, 10, 1, "fR[fl][br]BbW"),
  [TS_PIECE_SIDE_DRAGON] = ROW (N_("Side dragon"), "SI", "横龍", NULL, "ōryū", GOLD_GENERAL, 10, 2, "frlRbW"),
  [TS_PIECE_DOVE] = ROW (N_("Dove"), "D", "鳩槃", NULL, "kyūhan", NONE, 9, 2, "R2B5"),
  [TS_PIECE_SHE_DEVIL] = ROW (N_("She-devil"), "SD", "夜叉", NULL, "yasha", GOLD_GENERAL, 9, 1, "R5B2"),
  [TS_PIECE_GOLDEN_BIRD] = ROW (N_("Golden bird"), "GO", "金翅", NULL, "kinshi", NONE, 12, 1, "fbRB3rlR2"),
  [TS_PIECE_GREAT_DRAGON] = ROW (N_("Great dragon"), "GD", "大龍", NULL, "dairyū", NONE, 11, 1, "rlRB3fbR2"),
  [TS_PIECE_WHITE_ELEPHANT] = ROW (N_("White elephant"), "WE", "白象", NULL, "hakuzō", NONE, 8, 2, "bBR2fB2"),
  [TS_PIECE_LION_DOG] = ROW (N_("Lion dog"), "LD", "狛犬", NULL, "komainu", GREAT_ELEPHANT, 8, 1, "KavKafavK"),
  [TS_PIECE_WRESTLER] = ROW (N_("Wrestler"), "WR", "力士", NULL, "rikishi", GOLD_GENERAL, 5, 1, "B3rlW"),
  [TS_PIECE_GUARDIAN_OF_THE_GODS] = ROW (N_("Guardian of the Gods"), "GG", "金剛", NULL, "kongō", GOLD_GENERAL, 5, 1, "R3fF"),
  [TS_PIECE_BUDDHIST_DEVIL] = ROW (N_("Buddhist devil"), "BU", "羅刹", NULL, "rasetsu", GOLD_GENERAL, 4, 1, "fB3rlbW"),
  [TS_PIECE_GOLDEN_DEER] = ROW (N_("Golden deer"), "GL", "金鹿", NULL, "konroku", NONE, 8, 2, "fBbB2"),
  [TS_PIECE_SILVER_HARE] = ROW (N_("Silver hare"), "SV", "銀兎", NULL, "ginto", NONE, 5, 2, "fB2bB"),
  [TS_PIECE_FIERCE_EAGLE] = ROW (N_("Fierce eagle"), "FE", "猛鷲", NULL, "mōjū", NONE, 4, 2, "B2rlW"),
  [TS_PIECE_OLD_KITE] = ROW (N_("Old kite"), "OK", "古鵄", NULL, "kotetsu", LONG_NOSED_GOBLIN, 4, 1, "R2fF"),
  [TS_PIECE_VIOLENT_OX] = ROW (N_("Violent ox"), "VO", "猛牛", NULL, "mōgyū", NONE, 3, 2, "R2"),
  [TS_PIECE_FLYING_DRAGON] = ROW (N_("Flying dragon"), "FD", "飛龍", NULL, "hiryū", GOLD_GENERAL, 3, 2, "B2"),
  [TS_PIECE_OLD_RAT] = ROW (N_("Old rat"), "OR", "老鼠", NULL, "rōso", WIZARD_STORK, 2, 2, "fB2bR2"),
  [TS_PIECE_ENCHANTED_BADGER] = ROW (N_("Enchanted badger"), "EN", "変狸", NULL, "henri", DOVE, 2, 2, "frlR2"),
  [TS_PIECE_FLYING_HORSE] = ROW (N_("Flying horse"), "FH", "馬麟", NULL, "barin", QUEEN, 4, 2, "fB2W"),
  [TS_PIECE_PRANCING_STAG] = ROW (N_("Prancing stag"), "PR", "踊鹿", NULL, "yōroku", SQUARE_MOVER, 4, 2, "rlR2FfW"),
  [TS_PIECE_VIOLENT_BEAR] = ROW (N_("Violent bear"), "VB", "猛熊", NULL, "mōyū", NONE, 3, 2, "fB2rlW"),
  [TS_PIECE_SIDE_MOVER] = ROW (N_("Side mover"), "SM", "横行", NULL, "ōgyō", GOLD_GENERAL, 6, 2, "rlRW"),
  [TS_PIECE_VERTICAL_MOVER] = ROW (N_("Vertical mover"), "VM", "竪行", NULL, "shugyō", GOLD_GENERAL, 7, 2, "fbRW"),
  [TS_PIECE_REVERSE_CHARIOT] = ROW (N_("Reverse chariot"), "RV", "反車", NULL, "hensha", NONE, 6, 2, "fbR"),
  [TS_PIECE_PHOENIX] = ROW (N_("Phoenix"), "PH", "鳳凰", NULL, "hōō", GOLDEN_BIRD, 3, 1, "WA"),
  [TS_PIECE_KIRIN] = ROW (N_("Kirin"), "KR", "麒麟", NULL, "kirin", GREAT_DRAGON, 3, 1, "FD"),
  [TS_PIECE_POISONOUS_SNAKE] = ROW (N_("Poisonous snake"), "PS", "毒蛇", NULL, "dokuja", HOOK_MOVER, 1, 2, "rlWfDbA"),
  [TS_PIECE_NORTHERN_BARBARIAN] = ROW (N_("Northern barbarian"), "NB", "北狄", NULL, "hokuteki", FRAGRANT_ELEPHANT, 3, 1, "fB2rlWF"),
  [TS_PIECE_SOUTHERN_BARBARIAN] = ROW (N_("Southern barbarian"), "SU", "南蛮", NULL, "nanban", WHITE_ELEPHANT, 3, 1, "bB2rlWF"),
  [TS_PIECE_EASTERN_BARBARIAN] = ROW (N_("Eastern barbarian"), "EB", "東夷", NULL, "tōi", LION, 4, 1, "fbR2rlWfF"),
  [TS_PIECE_WESTERN_BARBARIAN] = ROW (N_("Western barbarian"), "WS", "西戎", NULL, "seijū", LION_DOG, 3, 1, "rlR2fbWfF"),
  [TS_PIECE_BLIND_BEAR] = ROW (N_("Blind bear"), "BB", "盲熊", NULL, "mōyū", NONE, 3, 2, "FbR"),
  [TS_PIECE_NEIGHBORING_KING] = ROW (N_("Neighboring king"), "NK", "近王", NULL, "kinnō", STANDARD_BEARER, 3, 1, "K"),
  [TS_PIECE_BLIND_TIGER] = ROW (N_("Blind tiger"), "BT", "盲虎", NULL, "mōko", NONE, 3, 2, "FrlbW"),
  [TS_PIECE_BLIND_MONKEY] = ROW (N_("Blind monkey"), "BM", "盲猿", NULL, "mōen", MOUNTAIN_WITCH, 3, 2, "FrlW"),
  [TS_PIECE_FEROCIOUS_LEOPARD] = ROW (N_("Ferocious leopard"), "FL", "猛豹", NULL, "mōhyō", NONE, 3, 2, "FfbW"),
  [TS_PIECE_RECLINING_DRAGON] = ROW (N_("Reclining dragon"), "RD", "臥龍", NULL, "garyū", NONE, 3, 2, "WbF"),
  [TS_PIECE_CHINESE_COCK] = ROW (N_("Chinese cock"), "CC", "淮鶏", NULL, "waikei", WIZARD_STORK, 2, 2, "rlbWfF"),
  [TS_PIECE_OLD_MONKEY] = ROW (N_("Old monkey"), "OM", "古猿", NULL, "koen", NONE, 2, 2, "FbW"),
  [TS_PIECE_EVIL_WOLF] = ROW (N_("Evil wolf"), "EW", "悪狼", NULL, "akurō", NONE, 3, 2, "frlK"),
  [TS_PIECE_ANGRY_BOAR] = ROW (N_("Angry boar"), "AB", "嗔猪", NULL, "shincho", NONE, 2, 2, "W"),
  [TS_PIECE_CAT_SWORD] = ROW (N_("Cat sword"), "CS", "猫刄", NULL, "myōjin", NONE, 2, 2, "F"),
  [TS_PIECE_COILED_SERPENT] = ROW (N_("Coiled serpent"), "CO", "蟠蛇", NULL, "banja", NONE, 2, 2, "fbWbF"),
  [TS_PIECE_DEVA] = ROW_WITH (TS_TRAIT_CONTAGIOUS, N_("Deva"), "DV", "提婆", NULL, "daiba", TEACHING_KING, 2, 1, "f[br]FlW"),
  [TS_PIECE_DARK_SPIRIT] = ROW_WITH (TS_TRAIT_CONTAGIOUS, N_("Dark spirit"), "DS", "無明", NULL, "mumyō", BUDDHIST_SPIRIT, 2, 1, "f[bl]FrW"),
  [TS_PIECE_RIGHT_GENERAL] = ROW (N_("Right general"), "RG", "右将", NULL, "ushō", NONE, 3, 1, "FflbW"),
  [TS_PIECE_LEFT_GENERAL] = ROW (N_("Left general"), "LG", "左将", NULL, "sashō", NONE, 3, 1, "FfrbW"),
  [TS_PIECE_GOLD_GENERAL] = ROW (N_("Gold general"), "G", "金将", NULL, "kinshō", NONE, 3, 2, "WfF"),
  [TS_PIECE_SILVER_GENERAL] = ROW (N_("Silver general"), "S", "銀将", NULL, "ginshō", NONE, 2, 2, "FfW"),
  [TS_PIECE_COPPER_GENERAL] = ROW (N_("Copper general"), "C", "銅将", NULL, "dōshō", NONE, 2, 2, "fbWfF"),
  [TS_PIECE_TILE_GENERAL] = ROW (N_("Tile general"), "T", "瓦将", NULL, "gashō", NONE, 1, 2, "fFbW"),
  [TS_PIECE_IRON_GENERAL] = ROW (N_("Iron general"), "I", "鉄将", NULL, "tesshō", NONE, 2, 2, "fK"),
  [TS_PIECE_WOOD_GENERAL] = ROW (N_("Wood general"), "WO", "木将", NULL, "mokushō", NONE, 2, 2, "fB2"),
  [TS_PIECE_STONE_GENERAL] = ROW (N_("Stone general"), "SG", "石将", NULL, "sekishō", NONE, 1, 2, "fF"),
  [TS_PIECE_EARTH_GENERAL] = ROW (N_("Earth general"), "EA", "土将", NULL, "doshō", NONE, 1, 2, "fbW"),
  [TS_PIECE_GO_BETWEEN] = ROW (N_("Go-between"), "GB", "仲人", NULL, "chūnin", NONE, 1, 2, "fbW"),
  [TS_PIECE_KNIGHT] = ROW (N_("Knight"), "N", "桂馬", NULL, "keima", GOLD_GENERAL, 1, 2, "ffN"),
  [TS_PIECE_HOWLING_DOG] = ROW (N_("Howling dog"), "HD", "𠵇犬", "奇犬", "kiken", NONE, 5, 2, "fRbW"),
  [TS_PIECE_DONKEY] = ROW (N_("Donkey"), "DO", "驢馬", NULL, "roba", GOLD_GENERAL, 2, 2, "WfbD"),
  [TS_PIECE_RAMS_HEAD_SOLDIER] = ROW (N_("Ram's-head soldier"), "RS", "羊兵", NULL, "yōhei", NONE, 7, 2, "fB"),
  [TS_PIECE_LANCE] = ROW (N_("Lance"), "L", "香車", NULL, "kyōsha", NONE, 4, 2, "fR"),
  [TS_PIECE_PAWN] = ROW (N_("Pawn"), "P", "歩兵", NULL, "fuhyō", NONE, 1, 25, "fW"),
  [TS_PIECE_FURIOUS_FIEND] = ROW (N_("Furious fiend"), NULL, "奮迅", NULL, "funjin", NONE, 24, 0, "NADaKafavK"),
  [TS_PIECE_TEACHING_KING] = ROW (N_("Teaching king"), NULL, "教王", NULL, "kyōō", NONE, 29, 0, "QavKafavK"),
  [TS_PIECE_BUDDHIST_SPIRIT] = ROW (N_("Buddhist spirit"), NULL, "法性", NULL, "hōsei", NONE, 35, 0, "QNADaK"),
  /* Seed 000 gives no string: "any number of free squares along one of the
   * four orthogonal directions, or diagonally backward; up to two free
   * squares along either of the forward diagonals; the three-step lion move
   * of the lion dog, but only along the orthogonals and backward diagonals". */
  [TS_PIECE_GREAT_ELEPHANT] = ROW (N_("Great elephant"), NULL, "大象", NULL, "taizō", NONE, 9, 0, "RbBfB2WavKafavKbFavKafavK"),
  [TS_PIECE_FRAGRANT_ELEPHANT] = ROW (N_("Fragrant elephant"), NULL, "香象", NULL, "kōzō", NONE, 12, 0, "fBR2bB2"),
  [TS_PIECE_MOUNTAIN_WITCH] = ROW (N_("Mountain witch"), NULL, "山母", NULL, "sambo", NONE, 12, 0, "BbRfW"),
  [TS_PIECE_WIZARD_STORK] = ROW (N_("Wizard stork"), NULL, "仙鶴", NULL, "senkaku", NONE, 15, 0, "BfRbW"),
  [TS_PIECE_SQUARE_MOVER] = ROW (N_("Square mover"), NULL, "方行", NULL, "hōgyō", NONE, 12, 0, "RfF"),
  /* Promotions of the jw rule set only (RULESETS.md section 5, seed 002
   * l.616-773 and 865-876).  No source values them (value 0: estimated
   * from the movement), except the bat: 15 in seed 002's values (l.972). */
  [TS_PIECE_FREE_BEAR] = ROW (N_("Free bear"), NULL, "奔熊", NULL, "honyū", NONE, 0, 0, "BrlRffN"),
  [TS_PIECE_FREE_BOAR] = ROW (N_("Free boar"), NULL, "奔猪", NULL, "honcho", NONE, 0, 0, "BrlR"),
  [TS_PIECE_FREE_TIGER] = ROW (N_("Free tiger"), NULL, "奔虎", NULL, "honko", NONE, 0, 0, "BrlbR"),
  [TS_PIECE_FREE_LEOPARD] = ROW (N_("Free leopard"), NULL, "奔豹", NULL, "honpyō", NONE, 0, 0, "BfbR"),
  [TS_PIECE_FREE_DRAGON] = ROW (N_("Free dragon"), NULL, "奔龍", NULL, "honryū", NONE, 0, 0, "RbB"),
  [TS_PIECE_FREE_WOLF] = ROW (N_("Free wolf"), NULL, "奔狼", NULL, "honrō", NONE, 0, 0, "frlRfB"),
  [TS_PIECE_FREE_CAT] = ROW (N_("Free cat"), NULL, "奔猫", NULL, "honmyō", NONE, 0, 0, "B"),
  [TS_PIECE_FREE_SERPENT] = ROW (N_("Free serpent"), NULL, "奔蛇", NULL, "honja", NONE, 0, 0, "fbRbB"),
  [TS_PIECE_FREE_GOLD] = ROW (N_("Free gold"), NULL, "奔金", NULL, "honkin", NONE, 0, 0, "RfB"),
  [TS_PIECE_FREE_SILVER] = ROW (N_("Free silver"), NULL, "奔銀", NULL, "hongin", NONE, 0, 0, "BfR"),
  [TS_PIECE_FREE_COPPER] = ROW (N_("Free copper"), NULL, "奔銅", NULL, "hondō", NONE, 0, 0, "fbRfB"),
  [TS_PIECE_FREE_TILE] = ROW (N_("Free tile"), NULL, "奔瓦", NULL, "honga", NONE, 0, 0, "fBbR"),
  [TS_PIECE_FREE_IRON] = ROW (N_("Free iron"), NULL, "奔鉄", NULL, "hontetsu", NONE, 0, 0, "fQ"),
  [TS_PIECE_FREE_STONE] = ROW (N_("Free stone"), NULL, "奔石", NULL, "honseki", NONE, 0, 0, "fB"),
  [TS_PIECE_FREE_EARTH] = ROW (N_("Free earth"), NULL, "奔土", NULL, "hondo", NONE, 0, 0, "fbR"),
  [TS_PIECE_FREE_GO_BETWEEN] = ROW (N_("Free go-between"), NULL, "奔人", NULL, "honnin", NONE, 0, 0, "fbR"),
  [TS_PIECE_BAT] = ROW (N_("Bat"), NULL, "蝙蝠", NULL, "kōmori", NONE, 15, 0, "fRbB"),
  /* Tenjiku shogi's own types (seed 004; TENJIKU.md section 2.3).  Their
   * tokens, promotions, values and counts are tenjiku's table below;
   * here they have none, as they are no tai pieces. */
  [TS_PIECE_KING] = ROW_WHITE_KANJI ("王将", TS_TRAIT_ROYAL, N_("King"), NULL, "玉将", NULL, "gyokushō", NONE, 4, 0, "K"),
  [TS_PIECE_GREAT_GENERAL] = ROW (N_("Great general"), NULL, "大将", NULL, "taishō", NONE, 45, 0, "QcppQ"),
  [TS_PIECE_VICE_GENERAL] = ROW (N_("Vice general"), NULL, "副将", NULL, "fukushō", NONE, 39, 0, "BcppB[mKa3K]"),
  [TS_PIECE_ROOK_GENERAL] = ROW (N_("Rook general"), NULL, "飛将", NULL, "hishō", NONE, 23, 0, "RcppR"),
  [TS_PIECE_BISHOP_GENERAL] = ROW (N_("Bishop general"), NULL, "角将", NULL, "kakushō", NONE, 21, 0, "BcppB"),
  [TS_PIECE_FREE_EAGLE] = ROW (N_("Free eagle"), NULL, "奔鷲", NULL, "honjū", NONE, 22, 0, "QDA[aF]"),
  [TS_PIECE_CHARIOT_SOLDIER] = ROW (N_("Chariot soldier"), NULL, "車兵", NULL, "shahei", NONE, 18, 0, "BfbRrlR2"),
  [TS_PIECE_FIRE_DEMON] = ROW_WITH (TS_TRAIT_BURNS, N_("Fire demon"), NULL, "火鬼", NULL, "kaki", NONE, 83, 0,
                                    "BrlR[mKa3K]"),
  [TS_PIECE_LION_HAWK] = ROW (N_("Lion hawk"), NULL, "獅鷹", NULL, "shiō", NONE, 25, 0, "BNAD[aK]"),
  [TS_PIECE_VERTICAL_SOLDIER] = ROW (N_("Vertical soldier"), NULL, "竪兵", NULL, "shuhei", NONE, 8, 0, "WfRrlR2"),
  [TS_PIECE_SIDE_SOLDIER] = ROW (N_("Side soldier"), NULL, "横兵", NULL, "ōhei", NONE, 7, 0, "WfR2rlR"),
  [TS_PIECE_DOG] = ROW (N_("Dog"), NULL, "犬", NULL, "inu", NONE, 1, 0, "fWbF"),
  [TS_PIECE_HEAVENLY_TETRARCH] = ROW (N_("Heavenly tetrarch"), NULL, "四天王", NULL, "shitennō", NONE, 12, 0,
                                      "B(≥2)fbR(≥2)rlR(2≤n≤3)cxK"),
  [TS_PIECE_MULTI_GENERAL] = ROW (N_("Multi general"), NULL, "雜将", NULL, "zōshō", NONE, 6, 0, "fRbB"),
  [TS_PIECE_FLYING_STAG] = ROW (N_("Flying stag"), NULL, "飛鹿", NULL, "hiroku", NONE, 9, 0, "fbRK"),
};

/* ---- Tenjiku shogi: TENJIKU.md section 2.3, as a table of its own ---- */

/* A type as tenjiku has it.  `betza` is seed 004's where it differs in
 * writing from the type's row above (the same movement either way:
 * the piece tests compare them); NULL where it is the same string. */
typedef struct {
  TsPieceType type;
  const char *token;           /* NULL: exists only as a promotion */
  TsPieceType promotes_to;
  guint16 value;
  guint8 count;
  guint8 rank;                 /* section 3.2 */
  const char *betza;
} TenjikuRow;

static const TenjikuRow tenjiku_rows[] = {
  { TS_PIECE_KING, "K", TS_PIECE_NONE, 4, 1, 1, NULL },
  { TS_PIECE_GREAT_GENERAL, "GG", TS_PIECE_NONE, 45, 1, 2, NULL },
  { TS_PIECE_VICE_GENERAL, "VG", TS_PIECE_NONE, 39, 1, 3, NULL },
  { TS_PIECE_ROOK_GENERAL, "RG", TS_PIECE_GREAT_GENERAL, 23, 2, 4, NULL },
  { TS_PIECE_BISHOP_GENERAL, "BG", TS_PIECE_VICE_GENERAL, 21, 2, 4, NULL },
  { TS_PIECE_FREE_EAGLE, "FE", TS_PIECE_NONE, 22, 1, 5, NULL },
  { TS_PIECE_QUEEN, "Q", TS_PIECE_FREE_EAGLE, 22, 1, 5, NULL },
  { TS_PIECE_SOARING_EAGLE, "SE", TS_PIECE_ROOK_GENERAL, 18, 2, 5, NULL },
  { TS_PIECE_HORNED_FALCON, "HF", TS_PIECE_BISHOP_GENERAL, 19, 2, 5, NULL },
  { TS_PIECE_WATER_BUFFALO, "WB", TS_PIECE_FIRE_DEMON, 17, 2, 5, "BrlRfbR2" },
  { TS_PIECE_CHARIOT_SOLDIER, "CS", TS_PIECE_HEAVENLY_TETRARCH, 18, 4, 5, NULL },
  { TS_PIECE_FIRE_DEMON, "FD", TS_PIECE_NONE, 83, 2, 5, NULL },
  { TS_PIECE_LION_HAWK, "LH", TS_PIECE_NONE, 25, 1, 5, NULL },
  { TS_PIECE_LION, "LN", TS_PIECE_LION_HAWK, 18, 1, 5, "NAD[aK]" },
  { TS_PIECE_DRAGON_KING, "DK", TS_PIECE_SOARING_EAGLE, 14, 2, 5, NULL },
  { TS_PIECE_DRAGON_HORSE, "DH", TS_PIECE_HORNED_FALCON, 12, 2, 5, NULL },
  { TS_PIECE_ROOK, "R", TS_PIECE_DRAGON_KING, 12, 2, 5, NULL },
  { TS_PIECE_BISHOP, "B", TS_PIECE_DRAGON_HORSE, 10, 2, 5, NULL },
  { TS_PIECE_KIRIN, "KR", TS_PIECE_LION, 3, 1, 5, "FD" },
  { TS_PIECE_PHOENIX, "PH", TS_PIECE_QUEEN, 3, 1, 5, "WA" },
  { TS_PIECE_DRUNKEN_ELEPHANT, "DE", TS_PIECE_PRINCE, 3, 1, 5, NULL },
  { TS_PIECE_BLIND_TIGER, "BT", TS_PIECE_FLYING_STAG, 3, 2, 5, "FrlbW" },
  { TS_PIECE_FEROCIOUS_LEOPARD, "FL", TS_PIECE_BISHOP, 3, 2, 5, "FfbW" },
  { TS_PIECE_GOLD_GENERAL, "G", TS_PIECE_ROOK, 3, 2, 5, "WfF" },
  { TS_PIECE_SILVER_GENERAL, "S", TS_PIECE_VERTICAL_MOVER, 2, 2, 5, "FfW" },
  { TS_PIECE_COPPER_GENERAL, "C", TS_PIECE_SIDE_MOVER, 2, 2, 5, "fKbW" },
  { TS_PIECE_VERTICAL_MOVER, "VM", TS_PIECE_FLYING_OX, 7, 2, 5, "WfbR" },
  { TS_PIECE_SIDE_MOVER, "SM", TS_PIECE_FREE_BOAR, 7, 2, 5, "WrlR" },
  { TS_PIECE_REVERSE_CHARIOT, "RC", TS_PIECE_WHALE, 6, 2, 5, "fbR" },
  { TS_PIECE_VERTICAL_SOLDIER, "VS", TS_PIECE_CHARIOT_SOLDIER, 8, 2, 5, NULL },
  { TS_PIECE_SIDE_SOLDIER, "SS", TS_PIECE_WATER_BUFFALO, 7, 2, 5, NULL },
  { TS_PIECE_LANCE, "L", TS_PIECE_WHITE_HORSE, 6, 2, 5, "fR" },
  { TS_PIECE_KNIGHT, "N", TS_PIECE_SIDE_SOLDIER, 1, 2, 5, "ffN" },
  { TS_PIECE_IRON_GENERAL, "I", TS_PIECE_VERTICAL_SOLDIER, 2, 2, 5, "fK" },
  { TS_PIECE_DOG, "D", TS_PIECE_MULTI_GENERAL, 1, 2, 5, NULL },
  { TS_PIECE_PAWN, "P", TS_PIECE_GOLD_GENERAL, 1, 16, 5, "fW" },
  /* the pieces that exist only by promotion */
  { TS_PIECE_PRINCE, NULL, TS_PIECE_NONE, 4, 0, 1, "K" },
  { TS_PIECE_HEAVENLY_TETRARCH, NULL, TS_PIECE_NONE, 12, 0, 5, NULL },
  { TS_PIECE_FLYING_OX, NULL, TS_PIECE_NONE, 16, 0, 5, "BfbR" },
  { TS_PIECE_FREE_BOAR, NULL, TS_PIECE_NONE, 16, 0, 5, "BrlR" },
  { TS_PIECE_FLYING_STAG, NULL, TS_PIECE_NONE, 9, 0, 5, NULL },
  { TS_PIECE_MULTI_GENERAL, NULL, TS_PIECE_NONE, 6, 0, 5, NULL },
  { TS_PIECE_WHALE, NULL, TS_PIECE_NONE, 10, 0, 5, "fRbQ" },
  { TS_PIECE_WHITE_HORSE, NULL, TS_PIECE_NONE, 14, 0, 5, "fQbR" },
};

/* ---- The jw rule set: RULESETS.md as a difference from the rows above */

/* Section 3: the nine starting types that move differently (and so do
 * their promotions +RB, +WB, +KR, which move as the jw free demon, free
 * dream-eater and great dragon). */
static const struct {
  TsPieceType type;
  const char *betza;
} jw_movements[] = {
  { TS_PIECE_FIERCE_EAGLE, "fKrlR2bB2" },
  { TS_PIECE_VERMILLION_SPARROW, "[fr][bl]BW[br]F" },
  { TS_PIECE_TURTLE_SNAKE, "[fr][bl]BW" },
  { TS_PIECE_FREE_DEMON, "fBrlRfbR5" },
  { TS_PIECE_FREE_DREAM_EATER, "fBfbRrlR5" },
  { TS_PIECE_GREAT_DRAGON, "rlRrlDrlHfbR2bB3" },
  { TS_PIECE_GUARDIAN_OF_THE_GODS, "R3F" },
  { TS_PIECE_POISONOUS_SNAKE, "frlR2fFbW" },
  { TS_PIECE_EASTERN_BARBARIAN, "fbR2rW" },
};

/* Section 4: the 56 starting types that promote differently; every other
 * type promotes as in the standard set. */
static const struct {
  TsPieceType type;
  TsPieceType promotes_to;
} jw_promotions[] = {
  /* 35 that gain a promotion to gold */
  { TS_PIECE_LONG_NOSED_GOBLIN, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_WHITE_ELEPHANT, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_FREE_DREAM_EATER, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_FREE_DEMON, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_STANDARD_BEARER, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_DOVE, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_RACING_CHARIOT, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_GOLDEN_BIRD, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_GREAT_DRAGON, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_PEACOCK, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_FIERCE_EAGLE, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_HORNED_FALCON, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_SOARING_EAGLE, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_FLYING_OX, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_SOLDIER, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_WHITE_HORSE, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_WHALE, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_VERMILLION_SPARROW, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_TURTLE_SNAKE, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_WHITE_TIGER, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_BLUE_DRAGON, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_LEFT_CHARIOT, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_RIGHT_CHARIOT, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_GOLDEN_DEER, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_SILVER_HARE, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_VIOLENT_OX, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_VIOLENT_BEAR, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_REVERSE_CHARIOT, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_LEFT_GENERAL, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_RIGHT_GENERAL, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_WOOD_GENERAL, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_HOWLING_DOG, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_RAMS_HEAD_SOLDIER, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_LANCE, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_PAWN, TS_PIECE_GOLD_GENERAL },
  /* 17 that gain a promotion to another piece */
  { TS_PIECE_BLIND_BEAR, TS_PIECE_FREE_BEAR },
  { TS_PIECE_BLIND_TIGER, TS_PIECE_FREE_TIGER },
  { TS_PIECE_FEROCIOUS_LEOPARD, TS_PIECE_FREE_LEOPARD },
  { TS_PIECE_RECLINING_DRAGON, TS_PIECE_FREE_DRAGON },
  { TS_PIECE_OLD_MONKEY, TS_PIECE_MOUNTAIN_WITCH },
  { TS_PIECE_EVIL_WOLF, TS_PIECE_FREE_WOLF },
  { TS_PIECE_COILED_SERPENT, TS_PIECE_FREE_SERPENT },
  { TS_PIECE_ANGRY_BOAR, TS_PIECE_FREE_BOAR },
  { TS_PIECE_CAT_SWORD, TS_PIECE_FREE_CAT },
  { TS_PIECE_GOLD_GENERAL, TS_PIECE_FREE_GOLD },
  { TS_PIECE_SILVER_GENERAL, TS_PIECE_FREE_SILVER },
  { TS_PIECE_COPPER_GENERAL, TS_PIECE_FREE_COPPER },
  { TS_PIECE_IRON_GENERAL, TS_PIECE_FREE_IRON },
  { TS_PIECE_TILE_GENERAL, TS_PIECE_FREE_TILE },
  { TS_PIECE_STONE_GENERAL, TS_PIECE_FREE_STONE },
  { TS_PIECE_EARTH_GENERAL, TS_PIECE_FREE_EARTH },
  { TS_PIECE_GO_BETWEEN, TS_PIECE_FREE_GO_BETWEEN },
  /* 3 that change to gold (decisions 5, 1, 3), 1 that changes target */
  { TS_PIECE_LION_DOG, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_NORTHERN_BARBARIAN, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_BLIND_MONKEY, TS_PIECE_GOLD_GENERAL },
  { TS_PIECE_OLD_RAT, TS_PIECE_BAT },
};

typedef struct {
  const char *name;
  const char *display_name;
  guint variant;               /* TsVariantId */
  TsEmperorCaptureRule emperor_rule;
} TsRuleSetInfo;

static const TsRuleSetInfo rule_sets[TS_N_RULES] = {
  [TS_RULES_STANDARD] = { "standard", N_("Standard"), 0, TS_EMPEROR_TAKES_UNPROTECTED_ROYALS },
  [TS_RULES_JW] = { "jw", N_("Japanese Wikipedia"), 0, TS_EMPEROR_TAKES_UNPROTECTED },
  [TS_RULES_TENJIKU] = { "standard", N_("Standard"), 1, TS_EMPEROR_TAKES_UNPROTECTED_ROYALS },
};

/* ---- Betza strings ---------------------------------------------------
 *
 * The dialect of seed 000: atoms W F R B Q K (steps and ranges, with an
 * optional limit), D A N (jumps; H, the (3,0) leap, for the jw great
 * dragon), U (the emperor); direction modifiers
 * f b r l v s and bracketed diagonals such as [fr].  The multi-leg forms
 * that occur in the table are read by their shape:
 *   X maR / X masB / mBaB     a hook move starting along X's directions;
 *   NADaK                     lion power (NADaKafavK adds the lion dog's);
 *   X avKafavK                line-lion power, three steps along X;
 *   f[avF] / f[avW]           line-lion power, two steps along f.
 */

typedef struct {
  const char *p;
  TsMovement *m;
  gboolean ok;
} BetzaReader;

static guint8
dir_bit (TsDir d)
{
  return (guint8) (1u << d);
}

/* The directions selected by a modifier string for an orthogonal,
 * diagonal or eight-way atom.  An empty string selects all of them. */
static guint8
select_dirs (const char *mods, char kind)
{
  const guint8 orth = dir_bit (TS_DIR_F) | dir_bit (TS_DIR_R) | dir_bit (TS_DIR_B) | dir_bit (TS_DIR_L);
  const guint8 diag = (guint8) ~orth;
  guint8 all = kind == 'o' ? orth : kind == 'd' ? diag : 0xff;
  guint8 set = 0;

  if (*mods == '\0')
    return all;

  for (const char *c = mods; *c; c++)
    {
      if (*c == '[')
        {
          /* a bracketed pair names one diagonal: [fr] [fl] [br] [bl] */
          gboolean fwd = c[1] == 'f';
          gboolean right = c[2] == 'r';
          set |= dir_bit (fwd ? (right ? TS_DIR_FR : TS_DIR_FL) : (right ? TS_DIR_BR : TS_DIR_BL));
          c += 3;
          continue;
        }
      switch (*c)
        {
        case 'f': set |= dir_bit (TS_DIR_F) | dir_bit (TS_DIR_FR) | dir_bit (TS_DIR_FL); break;
        case 'b': set |= dir_bit (TS_DIR_B) | dir_bit (TS_DIR_BR) | dir_bit (TS_DIR_BL); break;
        case 'v': set |= dir_bit (TS_DIR_F) | dir_bit (TS_DIR_FR) | dir_bit (TS_DIR_FL)
                         | dir_bit (TS_DIR_B) | dir_bit (TS_DIR_BR) | dir_bit (TS_DIR_BL); break;
        /* on an eight-way atom r and l are the sideways steps only (the
         * evil wolf's frlK: forward three and sideways) */
        case 'r': set |= kind == 'd' ? dir_bit (TS_DIR_FR) | dir_bit (TS_DIR_BR) : dir_bit (TS_DIR_R); break;
        case 'l': set |= kind == 'd' ? dir_bit (TS_DIR_FL) | dir_bit (TS_DIR_BL) : dir_bit (TS_DIR_L); break;
        case 's': set |= kind == 'd' ? diag : dir_bit (TS_DIR_R) | dir_bit (TS_DIR_L); break;
        default: break;
        }
    }
  return set & all;
}

static void
add_jump (TsMovement *m, int right, int forward)
{
  for (guint i = 0; i < m->n_jumps; i++)
    if (m->jumps[i].right == right && m->jumps[i].forward == forward)
      return;
  g_assert (m->n_jumps < TS_MAX_JUMPS);
  m->jumps[m->n_jumps].right = (gint8) right;
  m->jumps[m->n_jumps].forward = (gint8) forward;
  m->n_jumps++;
}

guint
ts_hook_routes (guint8 hook_start, int right, int forward, TsHookRoute routes[TS_MAX_HOOK_ROUTES])
{
  guint n = 0;

  for (int d1 = 0; d1 < TS_N_DIRS; d1++)
    {
      /* a diagonal's unit step is (1, 1): its dot products count twice */
      int norm = TS_DIR_IS_DIAGONAL (d1) ? 2 : 1;

      if (!(hook_start & (1u << d1)))
        continue;
      for (int turn = 2; turn <= 6; turn += 4)
        {
          int d2 = (d1 + turn) % TS_N_DIRS;
          int dot1 = right * ts_dir_right[d1] + forward * ts_dir_forward[d1];
          int dot2 = right * ts_dir_right[d2] + forward * ts_dir_forward[d2];
          int a = dot1 / norm, b = dot2 / norm;

          if (dot1 % norm || dot2 % norm || a < 1 || b < 1)
            continue;
          g_assert (n < TS_MAX_HOOK_ROUTES);
          routes[n++] = (TsHookRoute) { d1, a, d2, b };
        }
    }
  return n;
}

/* Jumps of a leaper (a, b): every sign and order, filtered by modifiers. */
static void
add_leaper (TsMovement *m, int a, int b, const char *mods)
{
  static const int signs[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };
  gboolean narrow_forward = g_str_equal (mods, "ff");

  for (int swap = 0; swap < 2; swap++)
    for (int s = 0; s < 4; s++)
      {
        int right = (swap ? b : a) * signs[s][0];
        int forward = (swap ? a : b) * signs[s][1];
        gboolean keep;

        if (narrow_forward)
          keep = forward > 0 && ABS (forward) > ABS (right);
        else if (*mods == '\0')
          keep = TRUE;
        else
          keep = (strchr (mods, 'f') && forward > 0) || (strchr (mods, 'b') && forward < 0)
                 || (strchr (mods, 'r') && right > 0) || (strchr (mods, 'l') && right < 0);
        if (keep)
          add_jump (m, right, forward);
      }
}

static void
add_range (TsMovement *m, guint8 dirs, guint8 limit)
{
  for (int d = 0; d < TS_N_DIRS; d++)
    if ((dirs & dir_bit (d)) && m->range[d] < limit)
      {
        m->range[d] = limit;
        m->range_start[d] = 1;
      }
}

static void
add_line_lion (TsMovement *m, guint8 dirs, guint8 steps)
{
  for (int d = 0; d < TS_N_DIRS; d++)
    if (dirs & dir_bit (d))
      m->line_lion[d] = steps;
}

static gboolean
eat (BetzaReader *r, const char *s)
{
  if (!g_str_has_prefix (r->p, s))
    return FALSE;
  r->p += strlen (s);
  return TRUE;
}

static char
atom_kind (char atom)
{
  return strchr ("WRDH", atom) ? 'o' : strchr ("FBA", atom) ? 'd' : 'k';
}

/* Reads one component: modifiers, an atom, a limit and any legs. */
static void
read_component (BetzaReader *r)
{
  char mods[16] = { 0 };
  gsize n_mods = 0;
  gboolean move_only = FALSE;
  char atom;
  guint8 limit = 0;
  guint8 start = 1;
  guint8 dirs;

  if (eat (r, "NADaK") || eat (r, "NAD[aK]"))
    {
      r->m->flags |= TS_MOVE_FLAG_LION;
      r->m->lion_dirs = 0xff;
      if (eat (r, "afavK"))
        add_line_lion (r->m, 0xff, 3);
      return;
    }
  /* seed 004's legs, each a component of its own */
  if (eat (r, "[aF]"))
    {
      /* the free eagle's two cat-sword steps: lion power on the diagonals */
      r->m->lion_dirs |= select_dirs ("", 'd');
      return;
    }
  if (eat (r, "[mKa3K]"))
    {
      r->m->area_steps = 3;
      return;
    }
  if (eat (r, "cxK"))
    {
      /* the tetrarch: capture-only igui on every neighbour */
      r->m->igui_dirs = 0xff;
      return;
    }

  while (*r->p && strchr ("fbrlvsm[", *r->p))
    {
      if (*r->p == 'm')
        {
          move_only = TRUE;
          r->p++;
          continue;
        }
      if (*r->p == '[' && r->p[1] == 'a')
        {
          /* f[avF]: a step that may continue out or come back — two-step
           * line-lion power along the selected directions */
          char leg_atom = r->p[3];
          guint8 lion_dirs = select_dirs (mods, atom_kind (leg_atom));
          if (!g_str_has_prefix (r->p, "[av") || r->p[4] != ']')
            {
              r->ok = FALSE;
              return;
            }
          add_line_lion (r->m, lion_dirs, 2);
          r->p += 5;
          return;
        }
      if (n_mods + 4 >= sizeof mods)
        {
          r->ok = FALSE;
          return;
        }
      if (*r->p == '[')
        {
          memcpy (mods + n_mods, r->p, 4);
          n_mods += 4;
          r->p += 4;
          continue;
        }
      mods[n_mods++] = *r->p++;
    }

  if (move_only && (g_str_has_prefix (r->p, "aR") || g_str_has_prefix (r->p, "aB")
                    || g_str_has_prefix (r->p, "asR") || g_str_has_prefix (r->p, "asB")))
    {
      /* "fmasB": the first leg's atom is left out; it is the second's */
      const char *leg = r->p + (r->p[1] == 's' ? 2 : 1);
      dirs = select_dirs (mods, atom_kind (*leg));
      r->m->hook_start |= dirs;
      add_range (r->m, dirs, TS_UNLIMITED);
      r->p = leg + 1;
      return;
    }

  atom = *r->p;
  if (atom == '\0' || !strchr ("WFRBQKDHANU", atom))
    {
      r->ok = FALSE;
      return;
    }
  r->p++;
  while (g_ascii_isdigit (*r->p))
    limit = (guint8) (limit * 10 + (*r->p++ - '0'));
  /* seed 004's ranges that skip the first square: (≥2), (2≤n≤3) */
  if (eat (r, "(≥2)"))
    start = 2;
  else if (eat (r, "(2≤n≤3)"))
    {
      start = 2;
      limit = 3;
    }

  dirs = select_dirs (mods, atom_kind (atom));
  switch (atom)
    {
    case 'W': case 'F': case 'K':
      add_range (r->m, dirs, limit ? limit : 1);
      break;
    case 'R': case 'B': case 'Q':
      add_range (r->m, dirs, limit ? limit : TS_UNLIMITED);
      for (int d = 0; d < TS_N_DIRS; d++)
        if (dirs & dir_bit (d))
          r->m->range_start[d] = start;
      /* QcppQ: capturing, it jumps lower-ranked pieces (TENJIKU.md 3.2) */
      if (eat (r, "cpp"))
        {
          if (*r->p != atom)
            {
              r->ok = FALSE;
              return;
            }
          r->p++;
          r->m->range_jump |= dirs;
        }
      break;
    case 'D': add_leaper (r->m, 0, 2, mods); break;
    case 'H': add_leaper (r->m, 0, 3, mods); break;
    case 'A': add_leaper (r->m, 2, 2, mods); break;
    case 'N': add_leaper (r->m, 1, 2, mods); break;
    case 'U': r->m->flags |= TS_MOVE_FLAG_EMPEROR | TS_MOVE_FLAG_ROYAL; break;
    default: break;
    }

  /* Legs that follow this component. */
  if (eat (r, "avKafavK"))
    add_line_lion (r->m, dirs, 3);
  else if (move_only || g_str_has_prefix (r->p, "ma"))
    {
      /* a hook: a move-only range leg, then a 90-degree turn and a second
       * range leg of the same atom (RmaR, mBaB, fmasB) */
      if (!move_only)
        r->p++;
      if (!eat (r, "a"))
        {
          r->ok = FALSE;
          return;
        }
      eat (r, "s");
      if (*r->p != (atom == 'R' ? 'R' : 'B'))
        {
          r->ok = FALSE;
          return;
        }
      r->p++;
      r->m->hook_start |= dirs;
      add_range (r->m, dirs, TS_UNLIMITED);
    }
}

/* Parses a Betza string of seed 000's dialect into a movement. */
static gboolean
ts_betza_parse (const char *betza, TsMovement *out)
{
  BetzaReader r = { betza, out, TRUE };

  memset (out, 0, sizeof *out);
  while (*r.p && r.ok)
    read_component (&r);
  return r.ok;
}

/* ---- The tables, with movement read once ---------------------------- */

G_DEFINE_QUARK (ts-rules-error-quark, ts_rules_error)

typedef struct {
  TsPieceInfo info[TS_N_PIECE_TYPES];
  const char *betza[TS_N_PIECE_TYPES];
  gboolean has_type[TS_N_PIECE_TYPES];
} RuleSetTable;

static void
read_movement (TsPieceInfo *info, const char *betza, TsPieceType type)
{
  if (!ts_betza_parse (betza, &info->movement))
    g_error ("piece table: cannot read Betza string '%s'", betza);
  /* a Betza string cannot say that a piece is royal (the prince's K) or
   * that it burns: the table's traits do */
  if (info->traits & TS_TRAIT_ROYAL)
    info->movement.flags |= TS_MOVE_FLAG_ROYAL;
  if (info->traits & TS_TRAIT_BURNS)
    info->movement.flags |= TS_MOVE_FLAG_BURNS;
}

/* Tenjiku: only its own rows are in play, with its tokens, promotions,
 * values, counts and ranks; names and kanji are the types' own. */
static void
apply_tenjiku (RuleSetTable *t)
{
  for (int type = 0; type < TS_N_PIECE_TYPES; type++)
    {
      t->has_type[type] = FALSE;
      t->info[type].abbrev = NULL;
      t->info[type].count = 0;
      t->info[type].promotes_to = TS_PIECE_NONE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (tenjiku_rows); i++)
    {
      const TenjikuRow *row = &tenjiku_rows[i];
      TsPieceInfo *info = &t->info[row->type];

      info->abbrev = row->token;
      info->promotes_to = row->promotes_to;
      info->value = row->value;
      info->count = row->count;
      info->rank = row->rank;
      info->value_is_estimate = FALSE;
      if (row->betza != NULL)
        {
          t->betza[row->type] = row->betza;
          read_movement (info, row->betza, row->type);
        }
      t->has_type[row->type] = TRUE;
    }
}

static void
apply_jw (RuleSetTable *t)
{
  for (guint i = 0; i < G_N_ELEMENTS (jw_movements); i++)
    {
      TsPieceType type = jw_movements[i].type;
      t->betza[type] = jw_movements[i].betza;
      read_movement (&t->info[type], t->betza[type], type);
      /* the table's value is for the standard movement */
      t->info[type].value = 0;
    }
  for (guint i = 0; i < G_N_ELEMENTS (jw_promotions); i++)
    t->info[jw_promotions[i].type].promotes_to = jw_promotions[i].promotes_to;
}

/* Starting types, and every type some starting type promotes into. */
static void
mark_types_in_play (RuleSetTable *t)
{
  for (int type = 1; type <= TS_N_STARTING_TYPES; type++)
    {
      t->has_type[type] = TRUE;
      t->has_type[t->info[type].promotes_to] = TRUE;
    }
  /* contagion makes teaching kings and Buddhist spirits; both are also
   * promotions, so they are marked above */
  t->has_type[TS_PIECE_NONE] = FALSE;
}

/* A movement's moves on an empty board, summed over its 625 squares.  Its
 * line-lion and lion powers count as the squares they reach; hooks as the
 * slides that start them. */
static double
empty_board_moves (const TsMovement *m)
{
  const int n = 25;
  double total = 0;

  for (int x = 0; x < n; x++)
    for (int y = 0; y < n; y++)
      {
        for (int d = 0; d < TS_N_DIRS; d++)
          {
            int reach = MAX (m->range[d], m->line_lion[d]);
            if (m->flags & TS_MOVE_FLAG_LION)
              reach = MAX (reach, 2);
            for (int k = 1; k <= reach; k++)
              {
                int tx = x + k * ts_dir_right[d], ty = y + k * ts_dir_forward[d];
                if (tx < 0 || tx >= n || ty < 0 || ty >= n)
                  break;
                total++;
              }
          }
        for (guint j = 0; j < m->n_jumps; j++)
          {
            int tx = x + m->jumps[j].right, ty = y + m->jumps[j].forward;
            total += tx >= 0 && tx < n && ty >= 0 && ty < n;
          }
      }
  return total / (n * n);
}

static gboolean
only_steps_slides_and_jumps (const TsMovement *m)
{
  for (int d = 0; d < TS_N_DIRS; d++)
    if (m->line_lion[d])
      return FALSE;
  return m->hook_start == 0 && m->flags == 0;
}

/* Value per average move: the least-squares fit, through zero, of the
 * standard table's values of the plain starting types (steps, slides and
 * jumps only) against their moves on an empty board. */
static double
value_per_move (void)
{
  double vm = 0, mm = 0;

  for (int t = 1; t <= TS_N_STARTING_TYPES; t++)
    {
      TsMovement m;
      double moves;

      if (!ts_betza_parse (piece_rows[t].betza, &m) || !only_steps_slides_and_jumps (&m))
        continue;
      moves = empty_board_moves (&m);
      vm += piece_rows[t].info.value * moves;
      mm += moves * moves;
    }
  return vm / mm;
}

guint16
ts_piece_estimate_value (const TsMovement *movement)
{
  static double factor;
  static gsize computed;

  /* a constant of the table, computed once */
  if (g_once_init_enter (&computed))
    {
      factor = value_per_move ();
      g_once_init_leave (&computed, 1);
    }
  return (guint16) MAX (1, (int) (factor * empty_board_moves (movement) + 0.5));
}

static void
estimate_missing_values (RuleSetTable *t)
{
  for (int type = 1; type < TS_N_PIECE_TYPES; type++)
    if (t->info[type].value == 0)
      {
        t->info[type].value = ts_piece_estimate_value (&t->info[type].movement);
        t->info[type].value_is_estimate = TRUE;
      }
}

void
ts_rules_build_tables_once (gsize *built, gpointer *tables, gpointer (*build) (TsRules rules))
{
  if (g_once_init_enter (built))
    {
      for (int r = 0; r < TS_N_RULES; r++)
        g_atomic_pointer_set (&tables[r], build ((TsRules) r));
      g_once_init_leave (built, 1);
    }
}

static gpointer
build_table (TsRules rules)
{
  RuleSetTable *t = g_new0 (RuleSetTable, 1);

  for (int type = 0; type < TS_N_PIECE_TYPES; type++)
    {
      t->info[type] = piece_rows[type].info;
      t->betza[type] = piece_rows[type].betza;
      read_movement (&t->info[type], t->betza[type], type);
    }
  if (rules == TS_RULES_TENJIKU)
    {
      apply_tenjiku (t);
      return t;
    }
  if (rules == TS_RULES_JW)
    apply_jw (t);
  mark_types_in_play (t);
  estimate_missing_values (t);
  return t;
}

static const RuleSetTable *
rule_set_table (TsRules rules)
{
  static gpointer tables[TS_N_RULES];
  static gsize built;

  /* Built once and never changed: read-only data, not state. */
  ts_rules_build_tables_once (&built, tables, build_table);
  return tables[rules];
}

const TsPieceInfo *
ts_rules_piece_info (TsRules rules, TsPieceType type)
{
  g_return_val_if_fail (rules < TS_N_RULES, NULL);
  g_return_val_if_fail (type < TS_N_PIECE_TYPES, NULL);
  return &rule_set_table (rules)->info[type];
}

const TsPieceInfo *
ts_piece_info (TsPieceType type)
{
  return ts_rules_piece_info (TS_RULES_STANDARD, type);
}

gboolean
ts_rules_has_type (TsRules rules, TsPieceType type)
{
  g_return_val_if_fail (rules < TS_N_RULES, FALSE);
  return type < TS_N_PIECE_TYPES && rule_set_table (rules)->has_type[type];
}

const char *
ts_rules_piece_betza (TsRules rules, TsPieceType type)
{
  g_return_val_if_fail (rules < TS_N_RULES, NULL);
  g_return_val_if_fail (type < TS_N_PIECE_TYPES, NULL);
  return rule_set_table (rules)->betza[type];
}

guint
ts_rules_variant_id (TsRules rules)
{
  g_return_val_if_fail (rules < TS_N_RULES, 0);
  return rule_sets[rules].variant;
}

const char *
ts_rules_name (TsRules rules)
{
  g_return_val_if_fail (rules < TS_N_RULES, NULL);
  return rule_sets[rules].name;
}

const char *
ts_rules_display_name (TsRules rules)
{
  g_return_val_if_fail (rules < TS_N_RULES, NULL);
  return g_dgettext (GETTEXT_PACKAGE, rule_sets[rules].display_name);
}

gboolean
ts_rules_from_name (const char *name, TsRules *rules, GError **error)
{
  for (int r = 0; r < TS_N_RULES; r++)
    if (rule_sets[r].variant == 0 && g_ascii_strcasecmp (name, rule_sets[r].name) == 0)
      {
        *rules = (TsRules) r;
        return TRUE;
      }
  g_set_error (error, TS_RULES_ERROR, TS_RULES_ERROR_UNKNOWN,
               _("'%s' is not a rule set this program knows; it plays 'standard' and 'jw'"), name);
  return FALSE;
}

TsEmperorCaptureRule
ts_rules_emperor_capture_rule (TsRules rules)
{
  g_return_val_if_fail (rules < TS_N_RULES, TS_EMPEROR_TAKES_UNPROTECTED_ROYALS);
  return rule_sets[rules].emperor_rule;
}

const char *
ts_piece_display_name (TsPieceType type)
{
  g_return_val_if_fail (type > TS_PIECE_NONE && type < TS_N_PIECE_TYPES, NULL);
  return g_dgettext (GETTEXT_PACKAGE, ts_piece_info (type)->name);
}

const char *
ts_piece_betza (TsPieceType type)
{
  return ts_rules_piece_betza (TS_RULES_STANDARD, type);
}

TsPieceType
ts_piece_type_from_abbrev (const char *abbrev, gsize len)
{
  for (int t = 1; t < TS_N_PIECE_TYPES; t++)
    {
      const char *a = piece_rows[t].info.abbrev;
      if (a != NULL && strlen (a) == len && g_ascii_strncasecmp (a, abbrev, len) == 0)
        return (TsPieceType) t;
    }
  return TS_PIECE_NONE;
}

TsPieceType
ts_rules_type_from_token (TsRules rules, const char *token, gsize len)
{
  const RuleSetTable *t;

  g_return_val_if_fail (rules < TS_N_RULES, TS_PIECE_NONE);
  t = rule_set_table (rules);
  for (int type = 1; type < TS_N_PIECE_TYPES; type++)
    {
      const char *a = t->info[type].abbrev;
      if (t->has_type[type] && a != NULL && strlen (a) == len && g_ascii_strncasecmp (a, token, len) == 0)
        return (TsPieceType) type;
    }
  return TS_PIECE_NONE;
}

gboolean
ts_piece_type_is_promoted_only (TsPieceType type)
{
  /* tai's: the types after the pawn, up to the last jw promotion */
  return type > TS_PIECE_PAWN && type <= TS_PIECE_BAT;
}

gboolean
ts_rules_type_is_promoted_only (TsRules rules, TsPieceType type)
{
  g_return_val_if_fail (rules < TS_N_RULES, FALSE);
  return ts_rules_has_type (rules, type) && rule_set_table (rules)->info[type].abbrev == NULL;
}
