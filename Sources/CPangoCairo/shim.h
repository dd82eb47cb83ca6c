#ifndef WIDGETSNAP_CPANGOCAIRO_H
#define WIDGETSNAP_CPANGOCAIRO_H
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <librsvg/rsvg.h>
#endif
