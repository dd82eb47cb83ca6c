import SwiftUI

struct Theme {
    static let accent = Color.orange
}
