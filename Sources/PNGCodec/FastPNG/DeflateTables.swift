/// Static deflate tables (RFC 1951 §3.2.5): length and distance symbols and their extra bits.
enum DeflateTables {
    /// For each match length 0...258 (3...258 valid): the length symbol minus 257 (0...28).
    static let lengthSymbol: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 259)
        for sym in 0..<29 {
            let base = Int(lengthBase[sym])
            let next = sym == 28 ? 259 : (sym == 27 ? 258 : Int(lengthBase[sym + 1]))
            for len in base..<next where len <= 258 { t[len] = UInt8(sym) }
        }
        t[258] = 28
        return t
    }()
    static let lengthBase: [UInt16] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                       35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                       3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase: [UInt16] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                         257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                         8193, 12289, 16385, 24577]
    static let distanceExtra: [UInt8] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                         7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// Order in which code-length code lengths are sent.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The distance symbol (0...29) of a distance 1...32768.
    static func distanceSymbol(_ distance: Int) -> Int {
        var sym = 29
        while Int(distanceBase[sym]) > distance { sym -= 1 }
        return sym
    }

    /// Fixed-code lengths of the literal/length alphabet.
    static func fixedLiteralLength(_ sym: Int) -> Int {
        sym < 144 ? 8 : sym < 256 ? 9 : sym < 280 ? 7 : 8
    }
}
