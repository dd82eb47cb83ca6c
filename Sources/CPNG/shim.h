// A thin C layer over libpng's decoder for PNGCodec, and zlib's checksums (crc32, adler32) for FastPNG.
//
// libpng reports errors by calling png_error(), which longjmps to the last setjmp point.
// Jumping across Swift frames is undefined behaviour, so every libpng call that can fail runs
// inside one of the static functions below, each of which sets its own jump point first and
// turns the jump into a return code plus a message. Swift code only ever calls these wrappers
// and libpng functions that cannot fail (png_sig_cmp, png_get_io_ptr, struct destruction).

#ifndef WIDGETSNAP_CPNG_SHIM_H
#define WIDGETSNAP_CPNG_SHIM_H

#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

enum {
    WSNAP_PNG_OK = 0,
    WSNAP_PNG_ERROR = 1,      // libpng reported an error; see message
    WSNAP_PNG_TRUNCATED = 2,  // the data ended before the PNG did
    WSNAP_PNG_NO_MEMORY = 3,  // libpng structures or row pointers could not be allocated
};

// State shared by the reading functions. The Swift side owns it and zero-initialises it.
typedef struct wsnap_png_reader {
    png_structp png;
    png_infop info;
    const unsigned char *data;
    size_t size;
    size_t offset;
    int truncated;
    char message[256];
    // Filled by wsnap_png_read_header: the decoded size and the source format.
    png_uint_32 width;
    png_uint_32 height;
    int bit_depth;
    int color_type;
    int interlaced;
} wsnap_png_reader;

static inline void wsnap_png_store_message(char *buffer, png_const_charp text) {
    if (text == NULL) text = "unknown libpng error";
    strncpy(buffer, text, 255);
    buffer[255] = '\0';
}

static inline void wsnap_png_read_error(png_structp png, png_const_charp text) {
    wsnap_png_reader *reader = (wsnap_png_reader *)png_get_error_ptr(png);
    if (reader != NULL) wsnap_png_store_message(reader->message, text);
    png_longjmp(png, 1);
}

static inline void wsnap_png_ignore_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

// Reads from the in-memory buffer; running out of data is a (truncation) error.
static inline void wsnap_png_read_memory(png_structp png, png_bytep out, size_t length) {
    wsnap_png_reader *reader = (wsnap_png_reader *)png_get_io_ptr(png);
    if (reader->size - reader->offset < length) {
        reader->truncated = 1;
        png_error(png, "unexpected end of PNG data");
    }
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
}

// Creates the read structures over `data` (which must stay valid until destroy).
// `max_side` bounds the width and height, `chunk_max` what one ancillary chunk may allocate.
static inline int wsnap_png_reader_create(wsnap_png_reader *reader, const unsigned char *data, size_t size, int verify_crc, int verify_adler32,
                                          png_uint_32 max_side, size_t chunk_max) {
    reader->data = data;
    reader->size = size;
    reader->offset = 0;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, wsnap_png_read_error, wsnap_png_ignore_warning);
    if (reader->png == NULL) return WSNAP_PNG_NO_MEMORY;
    reader->info = png_create_info_struct(reader->png);
    if (reader->info == NULL) return WSNAP_PNG_NO_MEMORY;
    if (setjmp(png_jmpbuf(reader->png))) return reader->truncated ? WSNAP_PNG_TRUNCATED : WSNAP_PNG_ERROR;
    png_set_read_fn(reader->png, reader, wsnap_png_read_memory);
    png_set_benign_errors(reader->png, 1);
    // Bounds: libpng refuses sides above max_side (the Swift side checks the pixel count with
    // its own error first), and no ancillary chunk may allocate more than chunk_max bytes (a zTXt
    // claiming 2 GB of text would otherwise be inflated).
    png_set_user_limits(reader->png, max_side, max_side);
    png_set_chunk_malloc_max(reader->png, chunk_max);
    png_set_chunk_cache_max(reader->png, 128);
    // Skip every ancillary chunk unread except tRNS (the only one that changes the pixels): text,
    // ICC profiles, sPLT, eXIf and the rest. No gamma or colour conversion is applied anyway.
    static const png_byte ignored[] = {
        'b', 'K', 'G', 'D', '\0', 'c', 'H', 'R', 'M', '\0', 'e', 'X', 'I', 'f', '\0', 'g', 'A', 'M', 'A', '\0',
        'h', 'I', 'S', 'T', '\0', 'i', 'C', 'C', 'P', '\0', 'i', 'T', 'X', 't', '\0', 'o', 'F', 'F', 's', '\0',
        'p', 'C', 'A', 'L', '\0', 'p', 'H', 'Y', 's', '\0', 's', 'B', 'I', 'T', '\0', 's', 'C', 'A', 'L', '\0',
        's', 'P', 'L', 'T', '\0', 's', 'R', 'G', 'B', '\0', 't', 'E', 'X', 't', '\0', 't', 'I', 'M', 'E', '\0',
        'z', 'T', 'X', 't', '\0',
    };
    png_set_keep_unknown_chunks(reader->png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_set_keep_unknown_chunks(reader->png, PNG_HANDLE_CHUNK_NEVER, ignored, (int)(sizeof(ignored) / 5));
    if (!verify_crc) {
        // Skip the chunk CRCs: faster, but corruption of the file goes unnoticed.
        png_set_crc_action(reader->png, PNG_CRC_QUIET_USE, PNG_CRC_QUIET_USE);
    }
    if (!verify_adler32) {
        // Skip zlib's Adler-32 of the decompressed rows (it runs over every pixel byte; the chunk
        // CRCs already cover every compressed byte).
#if defined(PNG_SET_OPTION_SUPPORTED) && defined(PNG_IGNORE_ADLER32)
        png_set_option(reader->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    }
    return WSNAP_PNG_OK;
}

// Reads the header and sets up expansion of every PNG format to 8-bit RGBA with straight alpha:
// palette to RGB, low-bit grey to 8 bits, tRNS to an alpha channel, 16 bits scaled to 8 (rounded),
// grey to RGB, an opaque alpha channel where none exists, and de-interlacing.
static inline int wsnap_png_read_header(wsnap_png_reader *reader) {
    png_structp png = reader->png;
    png_infop info = reader->info;
    if (setjmp(png_jmpbuf(png))) return reader->truncated ? WSNAP_PNG_TRUNCATED : WSNAP_PNG_ERROR;
    png_read_info(png, info);
    reader->width = png_get_image_width(png, info);
    reader->height = png_get_image_height(png, info);
    reader->bit_depth = png_get_bit_depth(png, info);
    reader->color_type = png_get_color_type(png, info);
    reader->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;

    int color_type = reader->color_type;
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && reader->bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_trns) png_set_tRNS_to_alpha(png);
    if (reader->bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_trns) png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    (void)png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)reader->width * 4) {
        png_error(png, "unsupported PNG format: could not expand to 8-bit RGBA");
    }
    return WSNAP_PNG_OK;
}

// Decodes the whole image into `pixels` (width * height * 4 bytes) and reads the trailing chunks.
static inline int wsnap_png_read_image(wsnap_png_reader *reader, unsigned char *pixels) {
    png_structp png = reader->png;
    size_t stride = (size_t)reader->width * 4;
    png_bytepp rows = (png_bytepp)malloc(sizeof(png_bytep) * (reader->height > 0 ? reader->height : 1));
    if (rows == NULL) return WSNAP_PNG_NO_MEMORY;
    for (png_uint_32 y = 0; y < reader->height; y++) rows[y] = pixels + stride * y;
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        return reader->truncated ? WSNAP_PNG_TRUNCATED : WSNAP_PNG_ERROR;
    }
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    return WSNAP_PNG_OK;
}

static inline void wsnap_png_reader_destroy(wsnap_png_reader *reader) {
    if (reader->png != NULL) png_destroy_read_struct(&reader->png, reader->info != NULL ? &reader->info : NULL, NULL);
    reader->png = NULL;
    reader->info = NULL;
}

#endif
