// `Markup` and `HTMLWriter` moved to their own pure target (HTMLMarkup); they stay part of this library's API.
@_exported import HTMLMarkup
