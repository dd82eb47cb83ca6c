/// The limits every PNG the tool reads must fit (see docs/limits.md, "Images and files").
///
/// They bound the memory one image can take before any pixel is decoded: a file of at most
/// ``maximumFileBytes``, at most ``maximumSide`` pixels on a side and ``maximumPixelCount`` pixels
/// (a 64 MiB RGBA buffer), and no more pixel data than the file's compressed bytes can hold.
public enum PNGLimits {
    /// The largest file read: 64 MiB.
    public static let maximumFileBytes = 64 << 20
    /// The most pixels on either side: 16,384.
    public static let maximumSide = 16_384
    /// The most pixels in one image: 16,777,216 (for example 4096 × 4096), 64 MiB as RGBA.
    public static let maximumPixelCount = 1 << 24
    /// The most one ancillary chunk libpng may allocate, should it read one: 1 MiB. Text,
    /// ICC profiles and other ancillary chunks (all but `tRNS`) are skipped unread.
    public static let maximumChunkBytes = 1 << 20
    /// zlib's deflate cannot expand a byte into more than 1032; a header that claims more pixel
    /// data than that from the file's size is a lie, refused before its buffer is allocated.
    public static let maximumInflationRatio = 1032
}
