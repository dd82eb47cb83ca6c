#ifndef WIDGETSNAP_CPOPPLER_H
#define WIDGETSNAP_CPOPPLER_H
#include <poppler.h>
#endif
