import Foundation

func matches(_ s: String) -> [Bool] {
    [s.contains(/\/\/ #Preview/), s.contains(#/\/#/#), s.wholeMatch(of: /@main|\{/) != nil]
}
let x = matches("a")
let y = x.count / 2
