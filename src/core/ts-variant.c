/* ts-variant.c — the variants' descriptors. */
#include "ts-variant.h"

#include <glib/gi18n-lib.h>


static const TsVariant variants[TS_N_VARIANTS] = {
  [TS_VARIANT_TAI] = {
    .id = TS_VARIANT_TAI,
    .name = "tai",
    .display_name = N_("Tai Shogi"),
    .width = 25,
    .height = 25,
    .zone_depth = 0,
    .promotion = TS_PROMOTION_ON_CAPTURE,
    .mechanics = TS_MECHANIC_CONTAGION,
    .default_rules = TS_RULES_STANDARD,
    .start_tsfen = NULL, /* built from seed 000's diagram: ts-position.c */
    .royals_taken = { N_("Black wins: White has no emperor or prince left."),
                      N_("White wins: Black has no emperor or prince left.") },
  },
  [TS_VARIANT_TENJIKU] = {
    .id = TS_VARIANT_TENJIKU,
    .name = "tenjiku",
    .display_name = N_("Tenjiku Shogi"),
    .width = 16,
    .height = 16,
    .zone_depth = 5,
    .promotion = TS_PROMOTION_IN_ZONE,
    .mechanics = TS_MECHANIC_BURNING,
    .default_rules = TS_RULES_TENJIKU,
    /* TENJIKU.md section 2.2 */
    .start_tsfen = "l,n,fl,i,c,s,g,de,k,g,s,c,i,fl,n,l/rc,1,cs,cs,1,bt,ph,q,ln,kr,bt,1,cs,cs,1,rc/"
                   "ss,vs,b,dh,dk,wb,fd,fe,lh,fd,wb,dk,dh,b,vs,ss/sm,vm,r,hf,se,bg,rg,vg,gg,rg,bg,se,hf,r,vm,sm/"
                   "p,p,p,p,p,p,p,p,p,p,p,p,p,p,p,p/4,d,6,d,4/16/16/16/16/4,D,6,D,4/"
                   "P,P,P,P,P,P,P,P,P,P,P,P,P,P,P,P/SM,VM,R,HF,SE,BG,RG,GG,VG,RG,BG,SE,HF,R,VM,SM/"
                   "SS,VS,B,DH,DK,WB,FD,LH,FE,FD,WB,DK,DH,B,VS,SS/RC,1,CS,CS,1,BT,KR,LN,Q,PH,BT,1,CS,CS,1,RC/"
                   "L,N,FL,I,C,S,G,K,DE,G,S,C,I,FL,N,L b 1",
    .strict_tsfen = TRUE,
    .royals_taken = { N_("Black wins: White has no king or prince left."),
                      N_("White wins: Black has no king or prince left.") },
  },
};

const TsVariant *
ts_variant_get (TsVariantId id)
{
  g_return_val_if_fail (id < TS_N_VARIANTS, NULL);
  return &variants[id];
}

const TsVariant *
ts_rules_variant (TsRules rules)
{
  g_return_val_if_fail (rules < TS_N_RULES, NULL);
  return &variants[ts_rules_variant_id (rules)];
}

const TsVariant *
ts_variant_from_name (const char *name, GError **error)
{
  for (int v = 0; v < TS_N_VARIANTS; v++)
    if (g_ascii_strcasecmp (name, variants[v].name) == 0)
      return &variants[v];
  g_set_error (error, TS_RULES_ERROR, TS_RULES_ERROR_UNKNOWN,
               _("'%s' is not a variant this program plays; it plays 'tai' and 'tenjiku'"), name);
  return NULL;
}

gboolean
ts_variant_rules_from_name (const TsVariant *variant, const char *name, TsRules *rules, GError **error)
{
  g_autofree char *known = ts_variant_list_rules (variant);

  for (int r = 0; r < TS_N_RULES; r++)
    if (ts_rules_variant_id ((TsRules) r) == variant->id && g_ascii_strcasecmp (name, ts_rules_name ((TsRules) r)) == 0)
      {
        *rules = (TsRules) r;
        return TRUE;
      }
  g_set_error (error, TS_RULES_ERROR, TS_RULES_ERROR_UNKNOWN,
               _("'%s' is not a rule set this program knows for %s; it plays %s"), name, variant->name, known);
  return FALSE;
}

char *
ts_variant_list_rules (const TsVariant *variant)
{
  GString *out = g_string_new (NULL);
  guint n = 0, total = 0;

  for (int r = 0; r < TS_N_RULES; r++)
    total += ts_rules_variant_id ((TsRules) r) == variant->id;
  for (int r = 0; r < TS_N_RULES; r++)
    if (ts_rules_variant_id ((TsRules) r) == variant->id)
      {
        if (n > 0)
          g_string_append (out, n + 1 == total ? _(" and ") : ", ");
        g_string_append_printf (out, "'%s'", ts_rules_name ((TsRules) r));
        n++;
      }
  return g_string_free (out, FALSE);
}

/* ---- the board ---- */

gboolean
ts_variant_has_square (const TsVariant *v, TsSquare sq)
{
  int x = ts_square_x (sq), y = ts_square_y (sq);

  return sq < TS_CELLS && x >= ts_variant_first_x (v) && x < TS_MAX_SIZE && y >= 0 && y < v->height;
}

TsSquare
ts_variant_square (const TsVariant *v, int col, int row)
{
  return ts_square (ts_variant_first_x (v) + col, row);
}

int
ts_variant_col (const TsVariant *v, TsSquare sq)
{
  return ts_square_x (sq) - ts_variant_first_x (v);
}

int
ts_variant_row (const TsVariant *v, TsSquare sq)
{
  return ts_square_y (sq);
}

gboolean
ts_variant_in_zone (const TsVariant *v, TsColor color, TsSquare sq)
{
  int y = ts_square_y (sq);

  if (v->zone_depth == 0)
    return FALSE;
  return color == TS_BLACK ? y < v->zone_depth : y >= v->height - v->zone_depth;
}
