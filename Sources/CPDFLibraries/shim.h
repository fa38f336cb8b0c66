#ifndef CPDFLIBRARIES_SHIM_H
#define CPDFLIBRARIES_SHIM_H
/* The libraries the PDF format draws and finishes with: cairo's PDF surface, pango on HarfBuzz
 * for text (through fontconfig and FreeType, so that only the repository's fonts are used), and
 * qpdf's C API for the PDF/A-3 parts cairo leaves out. */
#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <qpdf/qpdf-c.h>

/* G_OBJECT and PANGO_FC_FONT_MAP are macros Swift cannot call. */
static inline void cpdf_object_unref(void *object) { g_object_unref(object); }
static inline void cpdf_font_map_set_config(PangoFontMap *map, FcConfig *config) {
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
}
#endif
