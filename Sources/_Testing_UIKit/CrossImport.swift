// The toolchain's Swift Testing declares a cross-import overlay for UIKit (Testing.swiftcrossimport/
// UIKit.swiftoverlay names `_Testing_UIKit`), so a test file that imports both Testing and a module
// named UIKit needs a module of this name: without it the compiler stops with "no such module
// '_Testing_UIKit'". widgetsnap's has nothing to add (the SDK's adds image attachments).
