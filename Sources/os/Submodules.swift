// `import os.log` (and .signpost, .activity) resolves through the clang module of the same name, whose
// submodules are empty: the API is this module's.
@_exported import os
