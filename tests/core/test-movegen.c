/* test-movegen.c — perft regression counts, make/unmake and the hash, and
 * rules checked on hand-built positions (RULES.md sections 3-5). */
#include <string.h>

#include "test-helpers.h"

/* Regression counts of this generator (checked by hand for depth 1 from
 * the start: 446 emperor moves, 23 pawns, 2 go-betweens, 2 donkey jumps
 * and 6 lion-dog moves).  Mid-game positions: random games from the
 * start, seeds 11, 22, 33 after 60, 150 and 400 plies. */
static const struct { const char *tsfen; guint64 perft1, perft2; } midgame[] = {
  { "l,wt,w,fd,lo,d,1,dh,dk,q,g,ds,1,dv,g,q,dk,dh,r,d,lo,fd,w,ts,l/rv,si,se,n,ps,ft,b,fe,we,fr,"
    "s,rg,cp,lg,s,fr,we,fe,b,1,ps,n,se,si,rv/sc,wh,rs,vo,cs,bb,sv,gl,bm,bt,sd,gg,nk,wr,1,bt,bm,"
    "gl,sv,bb,cs,vo,rs,wh,sc/so,wb,fl,nb,su,cc,hf,om,rb,pc,go,ph,1,kr,gd,pc,ok,om,hf,cc,eb,ws,f"
    "l,wb,so/rc,vs,wo,ea,sg,t,i,c,or,co,rd,hm,de,ca,rd,co,or,c,i,t,fo,ea,wo,bd,lc/hd,fh,1,do,fo"
    ",sm,vm,1,sb,pr,1,ew,ld,ew,ab,pr,1,vb,vm,sm,1,do,1,fh,hd/1,p,p,p,p,p,p,p,p,1,p,p,p,1,p,1,p,"
    "p,p,1,p,p,en,p,p/7,gb,9,gb,7/25/12,sb,12/9,E,15/25/25/24,HD/25/25/25/7,GB,P,8,GB,7/P,P,P,P"
    ",P,P,1,P,2,P,P,P,P,P,P,P,P,P,P,1,P,P,P,FH/HD,FH,EN,DO,FO,SM,VM,VB,SB,PR,AB,PH,LD,EW,AB,PR,"
    "SB,VB,VM,SM,FO,DO,EN,2/LC,BD,WO,EA,SG,T,I,C,OR,CO,RD,CA,DE,HM,1,CO,OR,C,I,T,SG,EA,WO,VS,RC"
    "/SO,WB,FL,WS,EB,CC,HF,OM,OK,PC,GD,KR,LN,1,GO,PC,RB,OM,HF,CC,SU,NB,FL,WB,SO/SC,WH,RS,VO,e,B"
    "B,SV,GL,BM,BT,BU,WR,NK,GG,SD,BT,BM,GL,SV,BB,CS,VO,RS,WH,SC/RV,SI,SE,N,PS,FT,B,1,WE,FR,S,LG"
    ",CP,RG,S,FR,WE,FE,B,FT,PS,N,SE,SI,RV/L,TS,W,FD,LO,D,R,DH,DK,Q,G,DV,1,DS,G,Q,DK,DH,R,D,LO,F"
    "D,W,WT,L b 31",
    578, 344794 },
  { "l,wt,w,fd,lo,d,r,dh,dk,q,g,ds,cp,dv,g,q,1,dh,r,d,lo,fd,1,ts,l/rv,si,se,n,ps,ft,b,fe,we,fr,"
    "s,rg,1,lg,s,1,we,fe,b,ft,ps,n,se,si,rv/sc,2,vo,1,bb,sv,gl,bm,bt,sd,gg,nk,wr,bu,bt,fr,gl,sv"
    ",bb,1,vo,1,wh,sc/so,1,fl,cs,su,cc,hf,om,1,pc,go,1,ln,kr,gd,pc,ok,om,hf,cc,eb,ws,fl,rs,so/r"
    "c,vs,wo,ea,sg,t,1,c,or,co,rd,hm,1,ca,rd,co,or,1,i,t,sg,ea,1,bd,lc/hd,fh,en,do,1,sm,vm,vb,s"
    "b,ph,ab,ew,1,ew,ab,pr,1,vb,1,sm,1,wo,1,fh,hd/p,p,p,1,p,p,p,p,p,2,p,p,p,p,1,p,p,2,p,p,p,p,p"
    "/9,p,ld,6,gb,1,p,1,do,3/25/25/25/25/17,+LD,7/9,E,15/25/25/7,GB,9,FO,7/17,GB,1,P,P,2,P,1/P,"
    "2,P,P,P,P,P,P,P,P,P,P,P,P,sb,P,P,P,2,P,P,1,P/HD,FH,EN,DO,FO,1,VM,VB,2,AB,EW,1,EW,2,SB,VB,V"
    "M,SM,1,DO,EN,1,HD/LC,BD,WO,EA,SG,T,I,1,OR,CO,RD,1,LN,HM,RD,CO,OR,C,I,1,SG,EA,WO,VS,RC/SO,W"
    "B,FL,WS,EB,CC,HF,OM,OK,PC,GD,e,1,PH,GO,PC,RB,1,HF,CC,SU,NB,FL,WB,SO/1,WH,RS,VO,CS,BB,SV,GL"
    ",BM,BT,BU,WR,1,NK,1,BT,BM,1,SV,BB,CS,VO,RS,WH,SC/SI,1,SE,N,FD,FT,B,FE,WE,FR,S,LG,CP,RG,SD,"
    "FR,1,FE,B,FT,PS,N,SE,1,RV/L,TS,W,1,LO,D,R,DH,DK,Q,G,DV,1,DS,G,S,DK,DH,R,D,LO,FD,W,SI,L b 7"
    "6",
    669, 426282 },
  { "l,wt,w,fd,lo,1,r,dh,q,s,g,ds,1,dv,g,dk,1,dh,r,d,lo,fd,w,1,l/1,si,3,ps,fe,we,1,fr,1,rg,cp,l"
    "g,s,fr,we,fe,b,ft,ps,n,se,1,rv/sc,wh,rs,vo,cs,1,sv,b,1,bt,4,wr,gd,bm,gl,sv,bb,vo,1,rs,wh,s"
    "c/2,fl,nb,1,cc,1,om,gl,bm,go,3,co,pc,or,om,hf,cc,eb,ws,fl,1,wb/rc,wb,wo,ea,sg,1,i,1,or,1,r"
    "d,2,sd,rd,2,c,2,sg,ea,wo,2/hd,1,fh,do,fo,4,pr,2,ld,de,ab,SB,2,t,sm,fo,2,fh,1/1,p,3,p,1,p,1"
    ",p,p,2,ew,1,p,2,p,p,p,2,p,p/p,1,p,4,gb,sb,vb,1,ew,5,gb,6,en/3,p,21/25/25/16,FO,8/25/25/6,v"
    "m,16,e,1/25/25/2,P,DO,2,P,GB,3,P,EW,2,VB,1,GB,6,P/P,P,1,P,P,P,1,P,P,P,P,3,P,P,2,P,P,P,4/HD"
    ",FH,1,FL,LD,SM,VM,2,SB,AB,KR,1,EW,AB,PR,2,VM,1,T,SM,EN,FH,1/LC,BD,WO,1,SG,1,I,C,OR,CO,RD,2"
    ",HM,RD,E,1,C,I,1,SG,EA,WO,1,WB/SO,WB,1,WS,EB,CC,HF,OM,OK,PC,GD,WR,1,DE,DH,sb,RB,OM,CC,1,SU"
    ",NB,VS,RS,SO/SC,WH,RS,1,CS,BB,SV,GL,BM,BT,3,GG,3,BM,SV,1,CS,VO,1,WH,1/1,SI,SE,N,PS,FT,1,FE"
    ",WE,FR,LN,LG,CP,1,S,FR,1,FE,D,FT,PS,1,SE,2/L,1,W,1,D,B,R,DH,DK,Q,G,DV,1,DS,G,1,DK,3,LO,FD,"
    "W,WT,L b 201",
    791, 656200 },
};

static void
test_perft_start (void)
{
  g_autoptr (TsPosition) pos = ts_position_new_start ();

  g_assert_cmpuint (ts_perft (pos, 1), ==, 479);
  g_assert_cmpuint (ts_perft (pos, 2), ==, 230777);
  g_assert_cmpuint (ts_perft (pos, 3), ==, 111369418);
}

static void
test_perft_midgame (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (midgame); i++)
    {
      g_autoptr (TsPosition) pos = test_position_from_tsfen (midgame[i].tsfen);
      g_assert_cmpuint (ts_perft (pos, 1), ==, midgame[i].perft1);
      g_assert_cmpuint (ts_perft (pos, 2), ==, midgame[i].perft2);
    }
}

/* Every move of random games: the kept hash, lines and rows equal those
 * computed from scratch, and unmake restores the position exactly. */
static void
test_make_unmake (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (2024);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  guint checked = 0;

  for (int game = 0; game < 8; game++)
    {
      g_autoptr (TsPosition) pos = ts_position_new_start ();
      for (int ply = 0; ply < 600; ply++)
        {
          g_autoptr (TsPosition) before = ts_position_copy (pos);
          TsUndo undo;
          const TsMove *m;

          if (ts_generate_legal (pos, list) == 0)
            break;
          /* try every move of every 50th position, then one random move */
          if (ply % 50 == 0)
            for (guint i = 0; i < list->n; i++)
              {
                ts_position_make (pos, &list->moves[i], &undo);
                g_assert_cmpuint (pos->hash, ==, ts_position_compute_hash (pos));
                g_assert_true (ts_position_lines_match_board (pos));
                ts_position_unmake (pos, &undo);
                g_assert_cmpmem (pos->board, sizeof pos->board, before->board, sizeof before->board);
                g_assert_cmpmem (pos->lines, sizeof pos->lines, before->lines, sizeof before->lines);
                g_assert_cmpmem (pos->rows, sizeof pos->rows, before->rows, sizeof before->rows);
                checked++;
              }
          m = &list->moves[g_rand_int_range (rand, 0, (gint32) list->n)];
          g_assert_cmpuint (ts_position_hash_after (pos, m), ==, ({
                              TsUndo u;
                              ts_position_make (pos, m, &u);
                              guint64 h = pos->hash;
                              ts_position_unmake (pos, &u);
                              h;
                            }));
          ts_position_make (pos, m, &undo);
          g_assert_cmpuint (pos->hash, ==, ts_position_compute_hash (pos));
          g_assert_true (ts_position_lines_match_board (pos));
          ts_position_unmake (pos, &undo);
          g_assert_cmpmem (pos->board, sizeof pos->board, before->board, sizeof before->board);
          g_assert_cmpmem (pos->occupied, sizeof pos->occupied, before->occupied, sizeof before->occupied);
          g_assert_cmpmem (pos->lines, sizeof pos->lines, before->lines, sizeof before->lines);
          g_assert_cmpmem (pos->rows, sizeof pos->rows, before->rows, sizeof before->rows);
          g_assert_cmpmem (pos->n_royals, sizeof pos->n_royals, before->n_royals, sizeof before->n_royals);
          g_assert_cmpuint (pos->hash, ==, before->hash);
          g_assert_cmpuint (pos->side, ==, before->side);
          g_assert_cmpuint (pos->n_history, ==, before->n_history);
          ts_position_make (pos, m, &undo);
          checked++;
        }
    }
  g_test_message ("%u moves made and unmade", checked);
  g_assert_cmpuint (checked, >, 5000);
}

/* No move is listed twice, in either rule set. */
static void
test_no_duplicates (void)
{
  for (int rules = 0; rules < TS_N_RULES; rules++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (99);
      g_autofree TsMoveList *list = g_new (TsMoveList, 1);
      g_autoptr (TsPosition) pos = ts_position_new_start_with_rules (rules);

      for (int ply = 0; ply < 400; ply++)
        {
          g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          TsUndo undo;

          if (ts_generate_legal (pos, list) == 0)
            break;
          for (guint i = 0; i < list->n; i++)
            g_assert_true (g_hash_table_add (seen, ts_move_to_string (rules, &list->moves[i])));
          ts_position_make (pos, &list->moves[g_rand_int_range (rand, 0, (gint32) list->n)], &undo);
        }
    }
}

static void
play (TsPosition *pos, const char *move)
{
  g_autoptr (GError) error = NULL;
  TsMove m;
  TsUndo undo;

  g_assert_true (ts_position_parse_move (pos, move, &m, &error));
  g_assert_no_error (error);
  ts_position_make (pos, &m, &undo);
}

/* The emperor's protected-royal rule, worked out from RULES.md §3. */
static void
test_emperor_protection (void)
{
  /* The White prince on 5e is protected by the White emperor alone: with
   * no Black piece to answer, the emperor's recapture would be allowed. */
  {
    g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, "E 13m, e 1a, cp 5e", TS_BLACK);
    g_assert_false (has_move (pos, "13mx5e"));
    /* the White emperor itself: the prince on 5e cannot reach 1a */
    g_assert_true (has_move (pos, "13mx1a"));
    g_assert_true (has_move (pos, "13m-5f"));
  }
  /* A Black pawn on 5f would take back on 5e: the White emperor may not
   * recapture, so the prince is unprotected. */
  {
    g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, "E 13m, e 1a, cp 5e, P 5f", TS_BLACK);
    g_assert_true (has_move (pos, "13mx5e"));
  }
  /* ... unless a White gold on 5d steps forward onto 5e. */
  {
    g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, "E 13m, e 1a, cp 5e, P 5f, g 5d", TS_BLACK);
    g_assert_false (has_move (pos, "13mx5e"));
  }
  /* Protection counts after the capture: the emperor leaving 5g opens
   * the White rook's file from 5i.  (The Black gold on 4f forbids the
   * White emperor's recapture.) */
  {
    g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, "E 5g, e 1a, cp 5e, G 4f, r 5i", TS_BLACK);
    g_assert_false (has_move (pos, "5gx5e"));
  }
  {
    g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, "E 5g, e 1a, cp 5e, G 4f, r 6i", TS_BLACK);
    g_assert_true (has_move (pos, "5gx5e"));
  }
  /* any non-royal piece anywhere, protected or not */
  {
    g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, "E 25y, e 1a, cp 2a, g 13m, g 13l", TS_BLACK);
    g_assert_true (has_move (pos, "25yx13m"));
    g_assert_true (has_move (pos, "25yx13l"));
  }
}

/* Promotion on capture, no second promotion, contagion (RULES.md §4). */
static void
test_promotion_and_contagion (void)
{
  static const struct { const char *pieces; const char *move; } cases[] = {
    { "E 25y, e 1a, P 5f, dv 5e", "5fx5e=+DV" },
    { "E 25y, e 1a, +HM 5f, dv 5e", "5fx5e=+DV" },
    { "E 25y, e 1a, +HM 5f, p 5e", "5fx5e" },
    { "E 25y, e 1a, HM 5f, p 5e", "5fx5e=+HM" },
    { "E 25y, e 1a, DE 5f, dv 5e", "5fx5e=+DE" },
    { "E 25y, e 1a, CP 5f, dv 5e", "5fx5e" },
    { "E 5f, e 1a, dv 5e", "5fx5e" },
    { "E 25y, e 1a, +DV 5f, dv 5e", "5fx5e" },
    { "E 25y, e 1a, +DV 5f, ds 5e", "5fx5e=+DS" },
    { "E 25y, e 1a, +EB 5f, p 5e", "5fx5e" },
    { "E 25y, e 1a, LN 5g, dv 5f, p 5e", "5gx5fx5e=+DV" },
    { "E 25y, e 1a, LN 5g, p 5f, dv 5e", "5gx5fx5e=+DV" },
    { "E 25y, e 1a, LN 5g, dv 5f, ds 5e", "5gx5fx5e=+DS" },
    { "E 25y, e 1a, LN 5g, ds 5f, dv 5e", "5gx5fx5e=+DV" },
    { "E 25y, e 1a, LN 5g, p 5f", "5gx5f-5g=+LN" },
    { "E 25y, e 1a, OR 5f, p 6e", "5fx6e=+OR" },
    { "E 25y, e 1a, CC 5f, p 6e", "5fx6e=+CC" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, cases[i].pieces, TS_BLACK);
      if (!has_move (pos, cases[i].move))
        {
          g_autofree char *all = legal_moves_string (pos, NULL);
          g_error ("%s: no %s", cases[i].pieces, cases[i].move);
        }
    }
}

/* Repetition refuses a second pass and a return to an earlier position
 * with the same side to move (RULES.md §5). */
static void
test_repetition (void)
{
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, "E 25y, e 1a, LN 13m, ln 13e", TS_BLACK);

  g_assert_true (has_move (pos, "13m-13m"));
  play (pos, "13m-13m");
  g_assert_false (has_move (pos, "13e-13e"));
  g_assert_true (has_move (pos, "13e-13f"));

  ts_position_clear_history (pos);
  ts_position_set_side (pos, TS_BLACK);
  play (pos, "13m-13l");
  play (pos, "13e-13f");
  play (pos, "13l-13m");
  g_assert_false (has_move (pos, "13f-13e"));
  g_assert_true (has_move (pos, "13f-13g"));
  /* a position with the other side to move is a different position */
  g_assert_true (has_move (pos, "13f-13f"));
}

/* A side with no royal left has lost: nobody moves. */
static void
test_no_royal_no_moves (void)
{
  g_autoptr (TsPosition) pos = test_position_from_pieces (TS_RULES_STANDARD, "LN 13m, e 1a, p 13l", TS_BLACK);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);

  g_assert_cmpuint (ts_generate_legal (pos, list), ==, 0);
  ts_position_set_side (pos, TS_WHITE);
  g_assert_cmpuint (ts_generate_legal (pos, list), ==, 0);
  /* a promoted drunken elephant is a royal */
  ts_position_put (pos, ts_square_from_file_rank (25, 24), TS_PIECE_DRUNKEN_ELEPHANT | TS_PIECE_PROMOTED);
  g_assert_cmpuint (ts_generate_legal (pos, list), >, 0);
}

/* Attack detection agrees with the generator: a square is attacked by a
 * colour exactly when one of its (non-emperor) pieces has a move that
 * captures there, in positions where every square is an enemy's. */
static void
attacks_match_moves (TsRules rules)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (5);
  g_autofree TsMoveList *list = g_new (TsMoveList, 1);
  g_autoptr (TsPosition) pos = ts_position_new_start_with_rules (rules);
  guint checked = 0;

  for (int ply = 0; ply < 300; ply++)
    {
      TsColor us = pos->side;
      gboolean captured_on[TS_CELLS] = { FALSE };

      if (ply % 25 == 0)
        {
          list->n = 0;
          for (int w = 0; w < TS_OCC_WORDS; w++)
            for (guint64 bits = pos->occupied[us][w]; bits; bits &= bits - 1)
              {
                TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));
                if (!(ts_piece_moves_info (pos->rules, pos->board[from])->movement.flags & TS_MOVE_FLAG_EMPEROR))
                  ts_generate_piece_moves (pos, from, list);
              }
          for (guint i = 0; i < list->n; i++)
            for (guint c = 0; c < list->moves[i].n_captures; c++)
              captured_on[list->moves[i].captures[c]] = TRUE;
          for (int w = 0; w < TS_OCC_WORDS; w++)
            for (guint64 bits = pos->occupied[TS_OTHER (us)][w]; bits; bits &= bits - 1)
              {
                TsSquare sq = (TsSquare) (w * 64 + __builtin_ctzll (bits));
                g_assert_cmpint (ts_square_attacked (pos, sq, us), ==, captured_on[sq]);
                checked++;
              }
        }
      if (play_random (pos, rand, 1, list) == 0)
        break;
    }
  g_assert_cmpuint (checked, >, 500);
}

/* The attack test (which decides the emperor's protection rule) agrees
 * with the captures the generator gives, in both rule sets. */
static void
test_attacks_match_moves (void)
{
  for (int rules = 0; rules < TS_N_RULES; rules++)
    attacks_match_moves (rules);
}

/* The capture-only generator gives exactly the capturing moves of the
 * full one, in the same order. */
static void
captures_only (TsRules rules)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (17);
  g_autofree TsMoveList *all = g_new (TsMoveList, 1);
  g_autofree TsMoveList *caps = g_new (TsMoveList, 1);
  g_autoptr (TsPosition) pos = ts_position_new_start_with_rules (rules);
  guint compared = 0;

  for (int ply = 0; ply < 400; ply++)
    {
      for (int w = 0; w < TS_OCC_WORDS; w++)
        for (guint64 bits = pos->occupied[pos->side][w]; bits; bits &= bits - 1)
          {
            TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));
            guint k = 0;

            all->n = caps->n = 0;
            ts_generate_piece_moves (pos, from, all);
            ts_generate_piece_captures (pos, from, caps);
            for (guint i = 0; i < all->n; i++)
              if (all->moves[i].n_captures > 0)
                {
                  g_assert_cmpuint (k, <, caps->n);
                  g_assert_true (ts_move_equal (&all->moves[i], &caps->moves[k]));
                  k++;
                  compared++;
                }
            g_assert_cmpuint (k, ==, caps->n);
          }
      if (play_random (pos, rand, 1, all) == 0)
        break;
    }
  g_assert_cmpuint (compared, >, 1000);
}

static void
test_captures_only (void)
{
  for (int rules = 0; rules < TS_N_RULES; rules++)
    captures_only (rules);
}

/* ts_movement_reach(): the squares a piece could end a move on, on an
 * empty board (counted by hand) and among other pieces (blocked by its
 * own, capturing the enemy's). */
static void
test_movement_reach (void)
{
  gboolean reach[TS_CELLS];
  TsSquare centre = ts_square (12, 12);
  g_autoptr (TsPosition) board = ts_position_new (TS_RULES_STANDARD);

  /* gold general: six steps; lion: the 24 squares within two; rook:
   * 12 squares in each of four lines from the middle of the board */
  g_assert_cmpuint (ts_movement_reach (TS_RULES_STANDARD, TS_MAKE_PIECE (TS_PIECE_GOLD_GENERAL, FALSE, TS_BLACK),
                                       centre, NULL, reach), ==, 6);
  g_assert_true (reach[ts_square (12, 11)] && !reach[ts_square (11, 13)]);
  g_assert_cmpuint (ts_movement_reach (TS_RULES_STANDARD, TS_MAKE_PIECE (TS_PIECE_LION, FALSE, TS_BLACK), centre,
                                       NULL, reach), ==, 24);
  g_assert_cmpuint (ts_movement_reach (TS_RULES_STANDARD, TS_MAKE_PIECE (TS_PIECE_ROOK, FALSE, TS_WHITE), centre,
                                       NULL, reach), ==, 48);

  /* a rook between its own pawn (blocks) and an enemy pawn (taken) */
  ts_position_put (board, ts_square (12, 9), TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, TS_BLACK));
  ts_position_put (board, ts_square (12, 15), TS_MAKE_PIECE (TS_PIECE_PAWN, FALSE, TS_WHITE));
  g_assert_cmpuint (ts_movement_reach (TS_RULES_STANDARD, TS_MAKE_PIECE (TS_PIECE_ROOK, FALSE, TS_BLACK), centre,
                                       board, reach), ==, 24 + 2 + 3);
  g_assert_false (reach[ts_square (12, 9)]);
  g_assert_true (reach[ts_square (12, 10)]);
  g_assert_true (reach[ts_square (12, 15)]);
  g_assert_false (reach[ts_square (12, 16)]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/movegen/perft-start", test_perft_start);
  g_test_add_func ("/movegen/movement-reach", test_movement_reach);
  g_test_add_func ("/movegen/perft-midgame", test_perft_midgame);
  g_test_add_func ("/movegen/make-unmake", test_make_unmake);
  g_test_add_func ("/movegen/no-duplicates", test_no_duplicates);
  g_test_add_func ("/movegen/emperor-protection", test_emperor_protection);
  g_test_add_func ("/movegen/promotion-contagion", test_promotion_and_contagion);
  g_test_add_func ("/movegen/repetition", test_repetition);
  g_test_add_func ("/movegen/no-royal", test_no_royal_no_moves);
  g_test_add_func ("/movegen/attacks", test_attacks_match_moves);
  g_test_add_func ("/movegen/captures-only", test_captures_only);
  return g_test_run ();
}
