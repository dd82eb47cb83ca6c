import CPangoCairo
import PNGCodec
import WidgetLayout
import WidgetModel

/// Draws a laid-out widget onto a cairo context in points (the context is already scaled).
final class Painter {
    /// The context drawn on (a layer effect draws its view on a layer's own context for a while).
    var cr: OpaquePointer
    let engine: TextEngine
    let appearance: Appearance
    let assets: ImageAssets
    let symbols: (String) -> String?
    let mirrorsInRTL: (String) -> Bool
    let scale: Double
    /// The first asset error met while drawing (drawing goes on with a placeholder fill).
    var assetError: RenderError?
    /// The accented mode: only the views of this group are drawn (nil: every view).
    var group: AccentGroup?
    /// The accented mode: images are drawn by their `widgetAccentedRenderingMode` with these
    /// colours (nil: as they are).
    var accented: AccentedParameters?

    init(cr: OpaquePointer, engine: TextEngine, appearance: Appearance, assets: ImageAssets, scale: Double, symbols: @escaping (String) -> String?,
         mirrorsInRTL: @escaping (String) -> Bool = { _ in false }) {
        self.cr = cr; self.engine = engine; self.appearance = appearance; self.assets = assets; self.scale = scale; self.symbols = symbols
        self.mirrorsInRTL = mirrorsInRTL
    }

    // MARK: - Tree

    func draw(_ node: LayoutNode) { drawLayer(node, node.modifiers.count - 1) }

    /// Modifiers wrap the view outermost first: opacity and clipping enclose everything inside them,
    /// a background is drawn before what it backs, an overlay after.
    private func drawLayer(_ node: LayoutNode, _ k: Int) {
        guard k >= 0 else { drawContent(node); return }
        let m = node.modifiers[k]
        switch m.modifier.kind {
        case .opacity(let a):
            // The group is as large as the clip: unclipped, a whole-surface group for a 3 pt bar
            // (about 5 MB allocated, cleared and composited at systemLarge @3x).
            let bounded = Self.inkBounds(node, below: k).map(clipToDevicePixels)
            cairo_push_group(cr)
            drawLayer(node, k - 1)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, a)
            if bounded != nil { cairo_restore(cr) }
        case .clipShape(let shape):
            cairo_save(cr)
            CairoPaths.shape(shape, in: m.frame, radius: m.cornerRadius, cr)
            cairo_clip(cr)
            drawLayer(node, k - 1)
            cairo_restore(cr)
        case .cornerRadius:
            cairo_save(cr)
            CairoPaths.circular(m.frame, radius: m.cornerRadius ?? 0, cr)
            cairo_clip(cr)
            drawLayer(node, k - 1)
            cairo_restore(cr)
        case .background:
            if let c = m.content { draw(c) }
            drawLayer(node, k - 1)
        case .overlay:
            drawLayer(node, k - 1)
            if let c = m.content { draw(c) }
        case .offset(let x, let y):
            cairo_save(cr)
            cairo_translate(cr, x, y)
            drawLayer(node, k - 1)
            cairo_restore(cr)
        case .scaleEffect(let sx, let sy, let anchor):
            // A zero scale draws nothing (and would make cairo's matrix singular).
            guard sx != 0, sy != 0 else { return }
            transformed(about: anchor, in: m.frame, { cairo_scale(self.cr, sx, sy) }) { drawLayer(node, k - 1) }
        case .rotationEffect(let degrees, let anchor):
            transformed(about: anchor, in: m.frame, { cairo_rotate(self.cr, degrees * .pi / 180) }) { drawLayer(node, k - 1) }
        case .blur(let radius, let opaque):
            blurLayer(radius: radius, opaque: opaque, frame: m.frame) { self.drawLayer(node, k - 1) }
        case .shadow(let c, let radius, let x, let y):
            let ink = node.view.map { color(c, $0.environment) } ?? appearance.color(c)
            shadowLayer(ink, radius: radius, x: x, y: y, frame: m.frame) { self.drawLayer(node, k - 1) }
        case .colorEffect(let effect):
            colorEffectLayer(effect, frame: m.frame) { self.drawLayer(node, k - 1) }
        default:
            // No drawing of its own (containerBackground is drawn by the renderer, under everything).
            drawLayer(node, k - 1)
        }
    }

    private func drawContent(_ node: LayoutNode) {
        guard let view = node.view else { node.children.forEach(draw); return }
        let env = view.environment
        let f = node.frame
        if let group, Self.group(of: node) != group {
            // Another group's view: its children may still be in this one.
            if case .stack = view.content { node.children.forEach(draw) } else if case .zstack = view.content { node.children.forEach(draw) }
            if case .container = view.content { node.children.forEach(draw) }
            return
        }
        switch view.content {
        case .stack, .zstack:
            node.children.forEach(draw)
        case .container:
            // ViewThatFits (the chosen view), GeometryReader (its built views), grids (their cells).
            node.children.forEach(draw)
        case .text, .styledText:
            if let t = node.text { env.redacted ? drawBars(t, f, env) : drawText(t, f, env) }
        case .symbol(let name, _):
            if env.redacted { fillRounded(f, radius: f.height * 0.25, foreground(env).withAlpha(0.25)) } else { drawSymbol(name, f, env) }
        case .image(let name, _, _):
            if env.redacted { fillRounded(f, radius: min(8, f.height * 0.2), foreground(env).withAlpha(0.18)) } else {
                let template = node.modifiers.contains { if case .renderingMode(.template) = $0.modifier.kind { true } else { false } }
                drawImage(name, f, env, template: template, accentedMode: Self.accentedMode(node))
            }
        case .spacer:
            break
        case .divider:
            setColor(color(SystemColors.all["separator"] ?? NamedColor(RGBA(0.5, 0.5, 0.5)), env))
            cairo_rectangle(cr, f.x, f.y, f.width, f.height)
            cairo_fill(cr)
        case .color(let c):
            setColor(color(c, env))
            cairo_rectangle(cr, f.x, f.y, f.width, f.height)
            cairo_fill(cr)
        case .linearGradient(let colors, let start, let end):
            drawGradient(colors, start, end, f, env)
        case .shape(let shape, let fill, let stroke, let lineWidth):
            let trim = node.modifiers.compactMap { m -> (Double, Double)? in
                if case .trim(let a, let b) = m.modifier.kind { return (a, b) } else { return nil }
            }.last
            if let styled = node.modifiers.compactMap({ m -> (NamedColor?, StrokeStyle, Bool)? in
                if case .stroke(let c, let style, let border) = m.modifier.kind { return (c, style, border) } else { return nil }
            }).last {
                if let fill {
                    outline(shape, f, node.cornerRadius, inset: 0, trim: trim)
                    setColor(color(fill, env))
                    cairo_fill(cr)
                }
                outline(shape, f, node.cornerRadius, inset: styled.2 ? styled.1.lineWidth / 2 : 0, trim: trim)
                setColor(styled.0.map { color($0, env) } ?? foreground(env))
                strokeStyled(styled.1)
                return
            }
            outline(shape, f, node.cornerRadius, inset: 0, trim: trim)
            if let stroke {
                if let fill { setColor(color(fill, env)); cairo_fill_preserve(cr) }
                setColor(color(stroke, env))
                cairo_set_line_width(cr, lineWidth)
                cairo_stroke(cr)
            } else {
                setColor(fill.map { color($0, env) } ?? foreground(env))
                cairo_fill(cr)
            }
        case .gauge(let value, let lo, let hi, let style, let label, let current, _):
            drawGauge(ResolvedContent.fraction(value, min: lo, max: hi), style, label, current, f, env)
        case .gradient(let g, let colors, let locations):
            drawGradient(g, colors.map { color($0, env) }, locations, f)
        }
    }

    // MARK: - Geometry effects

    /// Draws `body` with `transform` applied about the anchor point of `frame` (SwiftUI's effects
    /// transform the drawing, never the layout).
    private func transformed(about anchor: UnitPoint, in frame: Rect, _ transform: () -> Void, _ body: () -> Void) {
        let a = anchor.point
        let x = frame.x + a.x * frame.width, y = frame.y + a.y * frame.height
        cairo_save(cr)
        cairo_translate(cr, x, y)
        transform()
        cairo_translate(cr, -x, -y)
        body()
        cairo_restore(cr)
    }

    /// The shape's outline in `f` inset by `inset` (strokeBorder), trimmed to the fractions `trim`.
    private func outline(_ shape: ShapeKind, _ f: Rect, _ radius: Double?, inset: Double, trim: (Double, Double)?) {
        cairo_new_path(cr)
        let r = inset > 0 ? f.insetBy(EdgeInsets(all: min(inset, min(f.width, f.height) / 2))) : f
        CairoPaths.shape(shape, in: r, radius: radius.map { max(0, $0 - inset) }, cr)
        if let (from, to) = trim, from > 0 || to < 1 { CairoPaths.trim(from: from, to: to, cr) }
    }

    private func strokeStyled(_ style: StrokeStyle) {
        cairo_set_line_width(cr, style.lineWidth)
        cairo_set_line_cap(cr, style.lineCap == .round ? CAIRO_LINE_CAP_ROUND : style.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, style.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : style.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        if !style.dash.isEmpty, style.dash.contains(where: { $0 > 0 }) {
            style.dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32(style.dash.count), style.dashPhase) }
        }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    }

    // MARK: - Colours

    private func color(_ c: NamedColor, _ env: ResolvedEnvironment) -> RGBA {
        let v = appearance.color(c)
        return env.redacted ? v.muted : v
    }

    private func foreground(_ env: ResolvedEnvironment) -> RGBA {
        color(env.foreground ?? SystemColors.all["primary"] ?? NamedColor(RGBA(0, 0, 0)), env)
    }

    private func setColor(_ c: RGBA) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a) }

    private func fillRounded(_ r: Rect, radius: Double, _ c: RGBA) {
        setColor(c)
        CairoPaths.add(ContinuousCorners.path(r, radius: radius), cr)
        cairo_fill(cr)
    }

    // MARK: - Text

    /// Lines align inside the text's own frame (its widest line), as multilineTextAlignment does.
    private func alignmentFactor(_ env: ResolvedEnvironment) -> Double {
        env.multilineTextAlignment.lineFraction(in: env.layoutDirection)
    }

    /// Draws the Pango layout that measured the text, aligned as the environment says. Text measured
    /// by another measurer (or engine) is laid out here from the same inputs.
    private func drawText(_ t: TextLayout, _ f: Rect, _ env: ResolvedEnvironment) {
        let layoutWidth = t.wrapWidth ?? f.width
        let shift = t.wrapWidth == nil ? 0 : (layoutWidth - f.width) * alignmentFactor(env)
        if let shaped = t.shaped as? ShapedText, shaped.engine === engine {
            if let styled = t.styled { engine.colorAttributes(styled, layout: shaped.layout) { color($0, env) } }
            engine.align(shaped.layout, fraction: alignmentFactor(env))
            show(shaped.layout, at: f.x - shift, f.y + baselineShift(shaped.layout, t), foreground(env))
            return
        }
        let text = t.lines.isEmpty ? "" : t.source ?? t.lines.map(\.text).joined(separator: "\n")
        let made = t.styled.map { engine.makeLayout($0, width: t.wrapWidth, maxLines: t.maxLines, alignment: env.multilineTextAlignment) }
            ?? engine.makeLayout(text, font: t.font, width: t.wrapWidth, maxLines: t.maxLines, alignment: env.multilineTextAlignment)
        guard let layout = made else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let styled = t.styled { engine.colorAttributes(styled, layout: layout) { color($0, env) } }
        engine.align(layout, fraction: alignmentFactor(env))
        show(layout, at: f.x - shift, f.y + baselineShift(layout, t), foreground(env))
    }

    /// How far to move a layout down so that its first baseline sits at the measured ascent (SF
    /// Pro's, for the Inter stand-in): 0 when the layout's own metrics were measured.
    private func baselineShift(_ layout: OpaquePointer, _ t: TextLayout) -> Double {
        t.metrics.ascent - Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
    }

    private func show(_ layout: OpaquePointer, at x: Double, _ y: Double, _ c: RGBA) {
        setColor(c)
        cairo_move_to(cr, x, y)
        pango_cairo_update_layout(cr, layout)
        pango_cairo_show_layout(cr, layout)
    }

    /// WidgetKit's placeholder: each line becomes a rounded bar with that line's width.
    private func drawBars(_ t: TextLayout, _ f: Rect, _ env: ResolvedEnvironment) {
        let c = foreground(env).withAlpha(0.22)
        let h = t.metrics.lineHeight
        for (i, line) in t.lines.enumerated() where line.width > 0 {
            let barHeight = max(2, t.font.size * 0.78)
            let x = f.x + (f.width - line.width) * alignmentFactor(env)
            let y = f.y + Double(i) * h + (h - barHeight) / 2
            fillRounded(Rect(x: x, y: y, width: line.width, height: barHeight), radius: min(barHeight / 2, 4.5), c)
        }
    }

    private func drawSymbol(_ name: String, _ f: Rect, _ env: ResolvedEnvironment) {
        guard let glyph = symbols(name) else {
            setColor(foreground(env).withAlpha(0.5))
            CairoPaths.circular(f.insetBy(EdgeInsets(all: f.width * 0.15)), radius: 2, cr)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            return
        }
        // Material Icons draw their ink in 20/24 of the em, SF Symbols nearly fill their box: the
        // stand-in glyph is drawn larger than the box, centred on it, so that the ink sizes agree.
        // Where the real symbol's ink was measured (SymbolMetrics), the glyph's ink is fitted to it.
        let font = env.resolvedFont
        let g = SymbolMetrics.shared.geometry(name, size: font.size, weight: font.weight, scale: env.imageScale, pixelsPerPoint: scale)
        let size = f.height * Self.symbolGlyphScale
        let glyphFont = ResolvedFont(size: size, weight: .regular, design: .default, leading: size, tracking: 0)
        guard let layout = engine.makeLayout(glyph, font: glyphFont, width: nil, maxLines: nil, family: "Material Icons") else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let w = Double(logical.width) / Double(PANGO_SCALE), h = Double(logical.height) / Double(PANGO_SCALE)
        setColor(foreground(env))
        // A directional symbol (chevron.forward, arrow.backward, ...) is mirrored in right-to-left.
        let mirror = env.layoutDirection == .rightToLeft && mirrorsInRTL(name)
        if mirror {
            cairo_save(cr)
            cairo_translate(cr, f.x + f.width / 2, 0)
            cairo_scale(cr, -1, 1)
            cairo_translate(cr, -(f.x + f.width / 2), 0)
        }
        // A bolder weight thickens the strokes: the outline is stroked by the extra width, and
        // the glyph is fitted that much smaller so that its ink still ends where measured.
        let extra = g.extraStroke
        cairo_save(cr)
        if let target = g.ink, ink.width > 0, ink.height > 0 {
            let sx = f.width / g.width, sy = f.height / g.height
            let tw = max(0.01, target.width * sx - extra), th = max(0.01, target.height * sy - extra)
            cairo_translate(cr, f.x + target.x * sx + extra / 2, f.y + target.y * sy + extra / 2)
            cairo_scale(cr, tw / (Double(ink.width) / Double(PANGO_SCALE)), th / (Double(ink.height) / Double(PANGO_SCALE)))
            cairo_translate(cr, -Double(ink.x) / Double(PANGO_SCALE), -Double(ink.y) / Double(PANGO_SCALE))
            cairo_move_to(cr, 0, 0)
        } else {
            cairo_move_to(cr, f.x + (f.width - w) / 2, f.y + (f.height - h) / 2)
        }
        pango_cairo_update_layout(cr, layout)
        if extra > 0 {
            pango_cairo_layout_path(cr, layout)
            cairo_restore(cr)
            cairo_fill_preserve(cr)
            // The line width and join stay local: later strokes keep the painter's own settings.
            cairo_save(cr)
            cairo_set_line_width(cr, extra)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
            cairo_restore(cr)
        } else {
            pango_cairo_show_layout(cr, layout)
            cairo_restore(cr)
        }
        if mirror { cairo_restore(cr) }
    }

    /// The Material Icons glyph size per point of an SF Symbol's box.
    static let symbolGlyphScale = 1.12

    /// The largest image surface drawn, in pixels per side (as large as a widget surface can be).
    static let largestImageSide = 8192.0

    /// A length in pixels for an image surface: rounded, at least 0 and at most ``largestImageSide``.
    static func pixels(_ length: Double) -> Int {
        Int(saturating: length.rounded().clamped(to: 0...largestImageSide))
    }

    /// The image's `widgetAccentedRenderingMode`, if it has one.
    static func accentedMode(_ node: LayoutNode) -> WidgetAccentedRenderingMode? {
        node.modifiers.lazy.compactMap { m -> WidgetAccentedRenderingMode? in
            if case .widgetAccentedRenderingMode(let mode) = m.modifier.kind { mode } else { nil }
        }.last
    }

    /// The accented mode's group of a view (docs/rendering.md, "Accented (tinted and clear)"): an image's
    /// `widgetAccentedRenderingMode` decides for it; otherwise `widgetAccentable` on it or an ancestor.
    static func group(of node: LayoutNode) -> AccentGroup {
        if case .image? = node.view?.content, let mode = accentedMode(node) {
            switch mode {
            case .accented, .accentedDesaturated: return .accent
            case .desaturated: return .primary
            case .fullColor: return .fullColor
            }
        }
        return node.view?.environment.accentable == true ? .accent : .primary
    }

    private func drawImage(_ name: String, _ f: Rect, _ env: ResolvedEnvironment, template: Bool, accentedMode: WidgetAccentedRenderingMode? = nil) {
        let surface: OpaquePointer?
        do {
            if let inline = env.inlineImage {
                if inline.isEmpty { return }
                surface = try assets.surface(inline: inline)
            } else {
                surface = try assets.surface(name, pixelSize: (Self.pixels(f.width * scale), Self.pixels(f.height * scale)))
            }
        } catch {
            assetError = assetError ?? error
            surface = nil
        }
        guard let surface, f.width > 0, f.height > 0 else {
            fillRounded(f, radius: 6, foreground(env).withAlpha(0.12))
            return
        }
        let iw = Double(cairo_image_surface_get_width(surface)), ih = Double(cairo_image_surface_get_height(surface))
        guard iw > 0, ih > 0 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, f.x, f.y, f.width, f.height)
        cairo_clip(cr)
        cairo_translate(cr, f.x, f.y)
        cairo_scale(cr, f.width / iw, f.height / ih)
        if let accented, !template, accentedMode == .desaturated || accentedMode == .accentedDesaturated,
           let mask = Self.desaturatedMask(surface, accented) {
            // Luminance to alpha (C.4.4); the group's colour is applied to the whole layer later.
            setColor(RGBA(1, 1, 1))
            cairo_mask_surface(cr, mask, 0, 0)
            cairo_surface_destroy(mask)
        } else if template {
            // A template image: its alpha, filled with the foreground colour (SVG symbols, icon images).
            setColor(foreground(env))
            cairo_mask_surface(cr, surface, 0, 0)
        } else {
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            // The edge pixels extend to the frame's edge (clipped above), as iOS stretches an image:
            // a 1 × 1 image fills its frame evenly instead of fading out at the sides.
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// A white image whose alpha is the source image's `desaturated` alpha, Y(p)·a (C.4.4).
    static func desaturatedMask(_ surface: OpaquePointer, _ params: AccentedParameters) -> OpaquePointer? {
        cairo_surface_flush(surface)
        let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
        guard let src = cairo_image_surface_get_data(surface), cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h), let dst = cairo_image_surface_get_data(out) else { return nil }
        let srcStride = Int(cairo_image_surface_get_stride(surface)), dstStride = Int(cairo_image_surface_get_stride(out))
        for y in 0..<Int(h) {
            let s = (src + y * srcStride).withMemoryRebound(to: UInt32.self, capacity: Int(w)) { $0 }
            let d = (dst + y * dstStride).withMemoryRebound(to: UInt32.self, capacity: Int(w)) { $0 }
            for x in 0..<Int(w) {
                let p = s[x], a = p >> 24
                guard a > 0 else { d[x] = 0; continue }
                func straight(_ c: UInt32) -> UInt8 { UInt8(min((c * 255 + a / 2) / a, 255)) }
                let c = ModeColor(r8: straight(p >> 16 & 0xFF), g8: straight(p >> 8 & 0xFF), b8: straight(p & 0xFF), a8: UInt8(a))
                let alpha = UInt32(ModeColor.byte(ModeFormulas.accentedImage(c, .desaturated, params).0.a))
                d[x] = alpha << 24 | alpha << 16 | alpha << 8 | alpha
            }
        }
        cairo_surface_mark_dirty(out)
        return out
    }

    private func drawGradient(_ colors: [NamedColor], _ start: UnitPoint, _ end: UnitPoint, _ f: Rect, _ env: ResolvedEnvironment) {
        let s = start.point, e = end.point
        guard let pattern = cairo_pattern_create_linear(f.x + s.x * f.width, f.y + s.y * f.height, f.x + e.x * f.width, f.y + e.y * f.height) else { return }
        defer { cairo_pattern_destroy(pattern) }
        for (i, c) in colors.enumerated() {
            let v = color(c, env)
            cairo_pattern_add_color_stop_rgba(pattern, colors.count > 1 ? Double(i) / Double(colors.count - 1) : 0, v.r, v.g, v.b, v.a)
        }
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, f.x, f.y, f.width, f.height)
        cairo_fill(cr)
    }

    private func drawGauge(_ fraction: Double, _ style: GaugeStyle, _ label: String?, _ current: String?, _ f: Rect, _ env: ResolvedEnvironment) {
        let fg = foreground(env)
        let track = fg.withAlpha(0.2)
        switch style {
        case .circular, .circularCapacity:
            let side = min(f.width, f.height)
            let lw = max(2, side * 0.11)
            let cx = f.x + f.width / 2, cy = f.y + f.height / 2, r = side / 2 - lw / 2
            let (from, span) = style == .circularCapacity ? (-Double.pi / 2, 2 * Double.pi) : (0.75 * Double.pi, 1.5 * Double.pi)
            cairo_set_line_width(cr, lw)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            setColor(track)
            cairo_new_sub_path(cr)
            cairo_arc(cr, cx, cy, r, from, from + span)
            cairo_stroke(cr)
            if fraction > 0 {
                setColor(env.redacted ? track : fg)
                cairo_new_sub_path(cr)
                cairo_arc(cr, cx, cy, r, from, from + span * fraction)
                cairo_stroke(cr)
            }
            if let current, !env.redacted {
                let font = ResolvedFont(size: max(9, side * 0.28), weight: .semibold, design: .default, leading: side * 0.3, tracking: 0)
                centeredText(current, font: font, cx: cx, cy: cy, fg)
            }
        case .linear, .linearCapacity:
            let barY = f.maxY - 6
            fillRounded(Rect(x: f.x, y: barY, width: f.width, height: 6), radius: 3, track)
            // The bar fills from the leading edge: from the right in right-to-left.
            let fillX = env.layoutDirection == .rightToLeft ? f.maxX - f.width * fraction : f.x
            if fraction > 0 { fillRounded(Rect(x: fillX, y: barY, width: f.width * fraction, height: 6), radius: 3, env.redacted ? track : fg) }
            if let label, !env.redacted {
                let font = FontSpec(style: .caption).resolved(dynamicType: env.dynamicTypeSize)
                if let layout = engine.makeLayout(label, font: font, width: f.width, maxLines: 1) {
                    engine.align(layout, fraction: HorizontalAlignment.leading.lineFraction(in: env.layoutDirection))
                    setColor(fg)
                    cairo_move_to(cr, f.x, f.y)
                    pango_cairo_update_layout(cr, layout)
                    pango_cairo_show_layout(cr, layout)
                    g_object_unref(UnsafeMutableRawPointer(layout))
                }
            }
        }
    }

    private func centeredText(_ s: String, font: ResolvedFont, cx: Double, cy: Double, _ c: RGBA) {
        guard let layout = engine.makeLayout(s, font: font, width: nil, maxLines: nil) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        setColor(c)
        cairo_move_to(cr, cx - Double(logical.width) / Double(PANGO_SCALE) / 2, cy - Double(logical.height) / Double(PANGO_SCALE) / 2)
        pango_cairo_update_layout(cr, layout)
        pango_cairo_show_layout(cr, layout)
    }
}
