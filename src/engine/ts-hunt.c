/* ts-hunt.c — the royal hunt (ts-hunt.h): a plain proof-number search
 * on a tree kept in memory, one tree an iteration of N.
 *
 * A node is an OR node when the hunter is to move, an AND node when the
 * defender is; `depth` is the hunter's moves left (at an AND node: after
 * the move that led to it).  Children are made and judged when their
 * parent is expanded, so that what is settled at once never enters the
 * tree: an OR node keeps only its threatening moves (a move that wins at
 * once proves it), an AND node only the replies that parry the threat
 * (a reply that leaves the royal to be taken is proven at once, and one
 * that escapes with no moves left disproves the node).
 */
#include "ts-hunt.h"

#include <string.h>

#include "ts-engine-movegen.h"
#include "ts-eval.h"
#include "ts-file.h"
#include "ts-search.h"
#include "ts-variant.h"

#define PN_INF (G_MAXUINT32 / 4)
#define DEFAULT_NODES G_GUINT64_CONSTANT (1000000)

/* ---- threats ---- */

/* The square of `color`'s only royal, or 0 when it has none or several. */
static TsSquare
only_royal (const TsPosition *pos, TsColor color)
{
  if (pos->n_royals[color] != 1)
    return 0;
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[color][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare sq = (TsSquare) (w * 64 + __builtin_ctzll (bits));

        if (ts_piece_is_royal (pos->board[sq]))
          return sq;
      }
  return 0;
}

/* Whether a move of the burning piece on `from` burns `target`. */
static gboolean
burns_square (const TsPosition *pos, TsSquare from, TsSquare target, TsMoveList *scratch)
{
  scratch->n = 0;
  ts_generate_piece_moves (pos, from, scratch);
  for (guint i = 0; i < scratch->n; i++)
    {
      TsBurns burns;

      ts_position_burns (pos, &scratch->moves[i], &burns);
      for (guint k = 0; k < burns.n && !burns.mover_burnt; k++)
        if (burns.squares[k] == target)
          return TRUE;
    }
  return FALSE;
}

static gboolean
threatens (const TsPosition *pos, TsColor hunter, TsMoveList *scratch)
{
  TsSquare royal = only_royal (pos, TS_OTHER (hunter));

  if (royal == 0 || !ts_position_has_royal (pos, hunter))
    return FALSE;
  if (ts_square_attacked (pos, royal, hunter))
    return TRUE;
  for (int w = 0; w < TS_OCC_WORDS; w++)
    for (guint64 bits = pos->occupied[hunter][w]; bits != 0; bits &= bits - 1)
      {
        TsSquare from = (TsSquare) (w * 64 + __builtin_ctzll (bits));
        TsPiece pc = pos->board[from];

        /* ts_square_attacked() leaves the emperors out */
        if (TS_PIECE_TYPE (pc) == TS_PIECE_EMPEROR && ts_emperor_can_capture (pos, from, royal))
          return TRUE;
        if (pos->burns && ts_piece_may_burn (pos->rules, pc) && burns_square (pos, from, royal, scratch))
          return TRUE;
      }
  return FALSE;
}

/* The same for tai's rule sets, asked from the royal's square by the
 * engine's attack tables (ts-attacks.h): several times faster than
 * walking the army.  `t` holds the tracked pieces of `pos`. */
static gboolean
threatens_fast (const TsPosition *pos, const TsTracked *t, TsColor hunter, TsMoveList *scratch)
{
  if (!ts_engine_specialized (pos->rules) || t->overflow[TS_BLACK] || t->overflow[TS_WHITE])
    return threatens (pos, hunter, scratch);
  return ts_position_has_royal (pos, hunter) && ts_last_royal_in_danger (pos, t, TS_OTHER (hunter));
}

gboolean
ts_hunt_threatens (const TsPosition *pos, TsColor hunter)
{
  g_autofree TsMoveList *scratch = pos->burns ? g_new (TsMoveList, 1) : NULL;
  TsTracked t;

  ts_tracked_init (&t, pos);
  return threatens_fast (pos, &t, hunter, scratch);
}

/* After a move: +1 when the hunter has won, -1 when it has lost, 0 while
 * the game goes on.  A side left without a royal has lost, but when the
 * move took the opponent's last royal the side that moved wins, its own
 * burnt or not (TENJIKU.md section 5). */
static int
settled (const TsPosition *pos, TsColor hunter)
{
  TsColor to_move = pos->side, moved = TS_OTHER (pos->side);
  TsColor winner;

  if (!ts_position_has_royal (pos, to_move))
    winner = moved;
  else if (!ts_position_has_royal (pos, moved))
    winner = to_move;
  else
    return 0;
  return winner == hunter ? 1 : -1;
}

/* ---- solved positions ---- */

/* Proven with `proven` moves left proves it with more; disproven with
 * `disproven` left disproves it with fewer. */
typedef struct {
  guint64 key;
  gint8 proven;     /* the fewest moves known to prove it; -1: none */
  gint8 disproven;  /* the most moves known to disprove it; -1: none */
} SolvedEntry;

typedef struct {
  SolvedEntry *entries;
  guint64 mask;
} Solved;

static void
solved_clear (Solved *s)
{
  for (guint64 i = 0; i <= s->mask; i++)
    s->entries[i] = (SolvedEntry) { 0, -1, -1 };
}

static void
solved_init (Solved *s, guint64 max_nodes)
{
  guint64 size = 1024;

  while (size < max_nodes && size < (G_GUINT64_CONSTANT (1) << 22))
    size *= 2;
  s->entries = g_new (SolvedEntry, size);
  s->mask = size - 1;
  solved_clear (s);
}

/* +1 proven, -1 disproven, 0 not known with `depth` moves left. */
static int
solved_probe (const Solved *s, guint64 key, guint depth)
{
  const SolvedEntry *e = &s->entries[key & s->mask];

  if (e->key != key)
    return 0;
  if (e->proven >= 0 && (guint) e->proven <= depth)
    return 1;
  if (e->disproven >= 0 && (guint) e->disproven >= depth)
    return -1;
  return 0;
}

static void
solved_store (Solved *s, guint64 key, guint depth, gboolean proven)
{
  SolvedEntry *e = &s->entries[key & s->mask];

  if (e->key != key)
    *e = (SolvedEntry) { key, -1, -1 };
  if (proven && (e->proven < 0 || (guint) e->proven > depth))
    e->proven = (gint8) depth;
  if (!proven && (e->disproven < 0 || (guint) e->disproven < depth))
    e->disproven = (gint8) depth;
}

/* ---- the tree ---- */

typedef struct {
  TsMove move;           /* from the parent */
  guint32 first_child;
  guint32 n_children;
  guint32 pn, dn;
  guint8 depth;
  gboolean expanded;
} Node;

/* What a hunt keeps between calls (ts-hunt.h): the tree's memory, the
 * move lists and the solved positions. */
struct _TsHunter {
  GArray *nodes;         /* of Node; children contiguous */
  Solved solved;
  TsMoveList *list;
  TsMoveList *scratch;
};

/* One call. */
typedef struct {
  TsPosition *pos;
  TsColor hunter;
  GArray *nodes;         /* the TsHunter's */
  Solved *solved;
  TsMoveList *list;
  TsMoveList *scratch;
  TsTracked tracked;     /* of `pos`, move by move */
  guint64 nodes_made;
  guint64 max_nodes;
  gint64 deadline_us;    /* 0: none */
} Hunt;

/* The solved table serves both hunters (the root's hunt and the
 * defender's danger ask the same positions for either side): a
 * position's key says who hunts. */
#define WHITE_HUNTS_KEY G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)

static inline guint64
solved_key (const Hunt *h, guint64 hash)
{
  return h->hunter == TS_WHITE ? hash ^ WHITE_HUNTS_KEY : hash;
}

#define NODE(h, i) (&g_array_index ((h)->nodes, Node, (i)))

/* Make and unmake that keep the tracked pieces. */
static void
hunt_make (Hunt *h, const TsMove *m, TsUndo *undo, TsTracked *saved)
{
  *saved = h->tracked;
  ts_tracked_update (&h->tracked, h->pos, m);
  ts_position_make (h->pos, m, undo);
}

static void
hunt_unmake (Hunt *h, const TsUndo *undo, const TsTracked *saved)
{
  ts_position_unmake (h->pos, undo);
  h->tracked = *saved;
}

static gboolean
hunt_threatens (Hunt *h)
{
  return threatens_fast (h->pos, &h->tracked, h->hunter, h->scratch);
}

static guint32
add_sat (guint32 a, guint32 b)
{
  return a + b >= PN_INF ? PN_INF : a + b;
}

static void
add_child (Hunt *h, const TsMove *m, guint depth)
{
  Node child = { .move = *m, .pn = 1, .dn = 1, .depth = (guint8) depth };

  g_array_append_val (h->nodes, child);
}

static void
set_solved (Node *n, gboolean proven)
{
  n->pn = proven ? 0 : PN_INF;
  n->dn = proven ? PN_INF : 0;
  n->expanded = TRUE;
  n->n_children = 0;
}

/* The hunter to move with `n->depth` moves left: keeps the threatening
 * moves; a move that wins at once proves the node. */
static void
expand_or (Hunt *h, guint32 index)
{
  TsPosition *pos = h->pos;
  guint depth = NODE (h, index)->depth;
  guint32 first = h->nodes->len;
  guint n_legal;

  /* with one move left only a capture or a burn can win, and the
   * threat test says whether there is one */
  if (depth == 1 && pos->n_royals[TS_OTHER (h->hunter)] == 1 && !hunt_threatens (h))
    {
      set_solved (NODE (h, index), FALSE);
      return;
    }
  n_legal = ts_generate_legal (pos, h->list);
  for (guint i = 0; i < n_legal; i++)
    {
      const TsMove *m = &h->list->moves[i];
      guint royals_before = pos->n_royals[TS_OTHER (h->hunter)];
      gboolean keep;
      TsTracked saved;
      TsUndo undo;
      int end;

      if (depth == 1 && !ts_move_is_capture (m) && !(pos->burns && ts_engine_quiet_burns (pos, m)))
        continue;
      hunt_make (h, m, &undo, &saved);
      h->nodes_made++;
      end = settled (pos, h->hunter);
      keep = end == 0 && depth > 1
             && (pos->n_royals[TS_OTHER (h->hunter)] < royals_before || hunt_threatens (h));
      hunt_unmake (h, &undo, &saved);
      if (end > 0)
        {
          g_array_set_size (h->nodes, first);
          add_child (h, m, depth - 1);
          set_solved (NODE (h, first), TRUE);
          NODE (h, index)->first_child = first;
          NODE (h, index)->n_children = 1;
          NODE (h, index)->expanded = TRUE;
          return;
        }
      if (keep)
        add_child (h, m, depth - 1);
    }
  NODE (h, index)->first_child = first;
  NODE (h, index)->n_children = h->nodes->len - first;
  NODE (h, index)->expanded = TRUE;
  /* children's proof numbers from the table of solved positions */
  for (guint32 c = first; c < h->nodes->len; c++)
    {
      Node *child = NODE (h, c);
      int known = solved_probe (h->solved, solved_key (h, ts_position_hash_after (pos, &child->move)), child->depth);

      if (known != 0)
        set_solved (child, known > 0);
    }
}

/* The defender to move: keeps the replies that parry the threat; one
 * that escapes for good disproves the node, and having no legal move
 * proves it. */
static void
expand_and (Hunt *h, guint32 index)
{
  TsPosition *pos = h->pos;
  guint depth = NODE (h, index)->depth;
  guint32 first = h->nodes->len;
  guint n_legal = ts_generate_legal (pos, h->list);

  for (guint i = 0; i < n_legal; i++)
    {
      const TsMove *m = &h->list->moves[i];
      TsTracked saved;
      TsUndo undo;
      int end, known = 0;

      hunt_make (h, m, &undo, &saved);
      h->nodes_made++;
      end = settled (pos, h->hunter);
      if (end == 0)
        {
          if (hunt_threatens (h))
            known = 1;
          else if (depth <= 1)
            known = -1;
          else
            known = solved_probe (h->solved, solved_key (h, pos->hash), depth);
        }
      hunt_unmake (h, &undo, &saved);
      if (end < 0 || known < 0)
        {
          g_array_set_size (h->nodes, first);
          set_solved (NODE (h, index), FALSE);
          return;
        }
      if (end == 0 && known == 0)
        add_child (h, m, depth);
    }
  NODE (h, index)->first_child = first;
  NODE (h, index)->n_children = h->nodes->len - first;
  NODE (h, index)->expanded = TRUE;
}

/* The proof and disproof numbers of an expanded node from its children's. */
static void
update (Hunt *h, guint32 index, gboolean or_node)
{
  Node *n = NODE (h, index);
  guint32 pn, dn;

  if (n->n_children == 0)
    {
      /* settled at expansion, or no child left: an OR node without a
       * threat is disproven, an AND node without a parry proven */
      if (n->pn == 0 || n->dn == 0)
        return;
      set_solved (n, !or_node);
      return;
    }
  pn = or_node ? PN_INF : 0;
  dn = or_node ? 0 : PN_INF;
  for (guint32 c = n->first_child; c < n->first_child + n->n_children; c++)
    {
      const Node *child = NODE (h, c);

      if (or_node)
        {
          pn = MIN (pn, child->pn);
          dn = add_sat (dn, child->dn);
        }
      else
        {
          pn = add_sat (pn, child->pn);
          dn = MIN (dn, child->dn);
        }
    }
  n->pn = pn;
  n->dn = dn;
}

/* The child to follow: the most proving one. */
static guint32
select_child (Hunt *h, guint32 index, gboolean or_node)
{
  const Node *n = NODE (h, index);
  guint32 best = n->first_child;

  for (guint32 c = n->first_child + 1; c < n->first_child + n->n_children; c++)
    {
      const Node *child = NODE (h, c), *b = NODE (h, best);

      if (or_node ? child->pn < b->pn : child->dn < b->dn)
        best = c;
    }
  return best;
}

/* One tree for N = `depth`: TRUE when the root was settled. */
static gboolean
search_tree (Hunt *h, guint depth, gboolean root_or, TsMove *first_move)
{
  guint32 path[2 * TS_HUNT_MAX_MOVES + 2];
  TsUndo undos[2 * TS_HUNT_MAX_MOVES + 2];
  TsTracked saved[2 * TS_HUNT_MAX_MOVES + 2];
  Node root = { .pn = 1, .dn = 1, .depth = (guint8) depth };

  g_array_set_size (h->nodes, 0);
  g_array_append_val (h->nodes, root);
  while (NODE (h, 0)->pn != 0 && NODE (h, 0)->dn != 0)
    {
      guint len = 0;
      guint32 at = 0;
      gboolean or_node = root_or;

      if (h->nodes_made >= h->max_nodes
          || (h->deadline_us != 0 && g_get_monotonic_time () >= h->deadline_us))
        return FALSE;
      /* down to the most proving leaf, playing its moves */
      path[len] = 0;
      while (NODE (h, at)->expanded)
        {
          at = select_child (h, at, or_node);
          hunt_make (h, &NODE (h, at)->move, &undos[len], &saved[len]);
          path[++len] = at;
          or_node = !or_node;
        }
      if (or_node)
        expand_or (h, at);
      else
        expand_and (h, at);
      /* back up to the root */
      for (guint k = len + 1; k-- > 0;)
        {
          gboolean k_or = (k % 2 == 0) == root_or;
          Node *n;

          update (h, path[k], k_or);
          n = NODE (h, path[k]);
          if (n->pn == 0 || n->dn == 0)
            solved_store (h->solved, solved_key (h, h->pos->hash), n->depth, n->pn == 0);
          if (k > 0)
            hunt_unmake (h, &undos[k - 1], &saved[k - 1]);
        }
    }
  if (NODE (h, 0)->pn == 0 && root_or && first_move != NULL)
    for (guint32 c = NODE (h, 0)->first_child; c < NODE (h, 0)->first_child + NODE (h, 0)->n_children; c++)
      if (NODE (h, c)->pn == 0)
        {
          *first_move = NODE (h, c)->move;
          break;
        }
  return TRUE;
}

TsHunter *
ts_hunter_new (guint64 max_nodes)
{
  TsHunter *hunter = g_new0 (TsHunter, 1);

  hunter->nodes = g_array_new (FALSE, FALSE, sizeof (Node));
  hunter->list = g_new (TsMoveList, 1);
  hunter->scratch = g_new (TsMoveList, 1);
  solved_init (&hunter->solved, max_nodes > 0 ? max_nodes : DEFAULT_NODES);
  return hunter;
}

void
ts_hunter_free (TsHunter *hunter)
{
  if (hunter == NULL)
    return;
  g_array_unref (hunter->nodes);
  g_free (hunter->list);
  g_free (hunter->scratch);
  g_free (hunter->solved.entries);
  g_free (hunter);
}

void
ts_hunter_clear (TsHunter *hunter)
{
  solved_clear (&hunter->solved);
}

TsHuntResult
ts_hunter_run (TsHunter *hunter, TsPosition *pos, TsColor side, const TsHuntLimits *limits, TsHuntInfo *info)
{
  gboolean root_or = pos->side == side;
  TsHuntInfo local;
  Hunt h = { 0 };
  guint max_moves = CLAMP (limits->max_moves, 1, TS_HUNT_MAX_MOVES);

  if (info == NULL)
    info = &local;
  memset (info, 0, sizeof *info);
  info->result = TS_HUNT_DISPROVEN;
  if (!ts_position_has_royal (pos, TS_OTHER (side)) || !ts_position_has_royal (pos, side))
    {
      /* over already: the side to move lost if a royal is missing */
      if (ts_position_has_royal (pos, side))
        info->result = TS_HUNT_PROVEN;
      return info->result;
    }
  h.pos = pos;
  h.hunter = side;
  h.max_nodes = limits->max_nodes > 0 ? limits->max_nodes : DEFAULT_NODES;
  h.deadline_us = limits->deadline_us;
  h.nodes = hunter->nodes;
  h.solved = &hunter->solved;
  h.list = hunter->list;
  h.scratch = hunter->scratch;
  /* disproven by an earlier call: asked again for nothing */
  if (solved_probe (h.solved, solved_key (&h, pos->hash), max_moves) < 0)
    return info->result;
  ts_tracked_init (&h.tracked, pos);

  for (guint n = 1; n <= max_moves; n++)
    {
      if (!search_tree (&h, n, root_or, &info->move))
        {
          info->result = TS_HUNT_UNKNOWN;
          break;
        }
      if (NODE (&h, 0)->pn == 0)
        {
          info->result = TS_HUNT_PROVEN;
          info->moves = n;
          info->has_move = root_or;
          break;
        }
    }
  info->nodes = h.nodes_made;
  return info->result;
}

TsHuntResult
ts_hunt (const TsPosition *pos, TsColor hunter, const TsHuntLimits *limits, TsHuntInfo *info)
{
  g_autoptr (TsPosition) copy = ts_position_copy (pos);
  g_autoptr (TsHunter) mem = ts_hunter_new (limits->max_nodes);

  return ts_hunter_run (mem, copy, hunter, limits, info);
}

/* ---- for the main search ---- */

gboolean
ts_hunt_root (TsHunter *hunter, TsPosition *pos, const TsHuntLimits *limits, TsMove *move, int *score)
{
  g_autoptr (TsHunter) local = hunter == NULL ? ts_hunter_new (limits->max_nodes) : NULL;
  int lead = ts_eval_material (pos);
  TsHuntInfo info;

  if (pos->side == TS_WHITE)
    lead = -lead;
  if (lead < TS_EVAL_HUNT_LEAD
      || ts_hunter_run (hunter != NULL ? hunter : local, pos, pos->side, limits, &info) != TS_HUNT_PROVEN
      || !info.has_move)
    return FALSE;
  *move = info.move;
  *score = TS_SCORE_MATE - (int) (2 * info.moves - 1);
  return TRUE;
}

/* ---- the suite ---- */

void
ts_hunt_case_free (TsHuntCase *c)
{
  if (c == NULL)
    return;
  g_free (c->id);
  g_free (c->expect);
  g_free (c->comment);
  if (c->pos != NULL)
    ts_position_free (c->pos);
  g_free (c);
}

static TsHuntCase *
parse_case (const char *line, GError **error)
{
  g_auto (GStrv) fields = NULL;
  g_autoptr (TsHuntCase) c = NULL;
  g_autofree char *trimmed = g_strstrip (g_strdup (line));
  const TsVariant *variant;
  TsRules rules;

  if (trimmed[0] == '\0' || trimmed[0] == '#')
    return NULL;
  fields = g_strsplit (trimmed, ";", 5);
  if (g_strv_length (fields) < 4)
    {
      g_set_error (error, TS_POSITION_ERROR, TS_POSITION_ERROR_SYNTAX,
                   "'%s': expected ID;VARIANT;EXPECT;TSFEN;COMMENT", trimmed);
      return NULL;
    }
  variant = ts_variant_from_name (fields[1], error);
  if (variant == NULL || !ts_variant_rules_from_name (variant, "standard", &rules, error))
    return NULL;
  c = g_new0 (TsHuntCase, 1);
  c->id = g_strdup (fields[0]);
  c->expect = g_strdup (fields[2]);
  c->comment = g_strdup (fields[4] != NULL ? fields[4] : "");
  c->pos = ts_position_new_from_tsfen_with_rules (rules, fields[3], error);
  if (c->pos == NULL)
    return NULL;
  return g_steal_pointer (&c);
}

GPtrArray *
ts_hunt_suite_load (const char *path, GError **error)
{
  g_autoptr (GPtrArray) all = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_hunt_case_free);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;

  if (!ts_file_read (path, 4 * 1024 * 1024, &text, NULL, error))
    return NULL;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      GError *local = NULL;
      TsHuntCase *c = parse_case (lines[i], &local);

      if (local != NULL)
        {
          g_propagate_prefixed_error (error, local, "%s:%u: ", path, i + 1);
          return NULL;
        }
      if (c != NULL)
        g_ptr_array_add (all, c);
    }
  return g_steal_pointer (&all);
}
