// PNGCodec decodes to and encodes from `Pixels.RGBAImage`; importing PNGCodec brings the type along.
@_exported import Pixels
