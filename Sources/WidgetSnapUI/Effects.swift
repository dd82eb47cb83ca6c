import Foundation
import WidgetModel

extension View {
    /// A Gaussian blur of the view's layer; `radius` is taken as the standard deviation in points.
    /// `opaque` extends the view's edge pixels instead of fading them, and keeps the blur in its frame.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { modified(.layer(.blur(radius: Double(radius), opaque: opaque))) }
    /// The view's coverage in `color`, blurred (standard deviation `radius` points) and moved by
    /// (x, y), drawn under the view.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modified(.layer(.shadow(color.named, radius: Double(radius), x: Double(x), y: Double(y))))
    }
    /// 0: no change, 1: grey.
    public func grayscale(_ amount: Double) -> some View { modified(.layer(.colorEffect(.grayscale(amount)))) }
    /// 1: no change, 0: grey, above 1: more saturated.
    public func saturation(_ amount: Double) -> some View { modified(.layer(.colorEffect(.saturation(amount)))) }
    /// Added to each colour channel: 0 no change, 1 white.
    public func brightness(_ amount: Double) -> some View { modified(.layer(.colorEffect(.brightness(amount)))) }
    /// Each colour channel scaled about mid-grey: 1 no change, 0 grey.
    public func contrast(_ amount: Double) -> some View { modified(.layer(.colorEffect(.contrast(amount)))) }
}
