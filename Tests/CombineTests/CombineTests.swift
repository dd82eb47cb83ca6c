import Combine
import Foundation
import Testing

private final class Counter: ObservableObject {
    @Published var count = 0
    @Published var name = "a"
}

@Suite struct CombineTests {
    @Test func publishedSendsObjectWillChangeBeforeEachChange() {
        let counter = Counter()
        var seenBefore: [Int] = []
        let c = counter.objectWillChange.sink { seenBefore.append(counter.count) }
        counter.count = 1
        counter.count = 2
        counter.name = "b"
        #expect(seenBefore == [0, 1, 2], "objectWillChange fires before the new value is stored")
        #expect(counter.count == 2 && counter.name == "b")
        c.cancel()
        counter.count = 3
        #expect(seenBefore.count == 3, "a cancelled subscription receives nothing")
    }

    @Test func projectedPublisherStartsWithTheCurrentValue() {
        let counter = Counter()
        counter.count = 5
        var values: [Int] = []
        let c = counter.$count.map { $0 * 10 }.sink { values.append($0) }
        counter.count = 6
        #expect(values == [50, 60])
        _ = c
    }

    @Test func subjectsJustAndAssign() {
        let passthrough = PassthroughSubject<Int, Never>()
        var got: [Int] = []
        var bag = Set<AnyCancellable>()
        passthrough.send(0) // before subscribing: lost, as in Combine
        passthrough.filter { $0 % 2 == 1 }.sink { got.append($0) }.store(in: &bag)
        passthrough.send(1); passthrough.send(2); passthrough.send(3)
        #expect(got == [1, 3])

        let current = CurrentValueSubject<String, Never>("x")
        let counter = Counter()
        current.assign(to: \.name, on: counter).store(in: &bag)
        #expect(counter.name == "x")
        current.value = "y"
        #expect(counter.name == "y")

        var finished = false
        var just: [Int] = []
        _ = Just(7).sink(receiveCompletion: { if case .finished = $0 { finished = true } }, receiveValue: { just.append($0) })
        #expect(just == [7] && finished)

        var after: [Int] = []
        passthrough.send(completion: .finished)
        passthrough.sink { after.append($0) }.store(in: &bag)
        passthrough.send(9)
        #expect(after.isEmpty, "a finished subject sends nothing more")
    }

    @Test func publishedWorksInAnyClass() {
        final class Plain { @Published var level = 1 }
        let plain = Plain()
        var levels: [Int] = []
        let c = plain.$level.sink { levels.append($0) }
        plain.level = 4
        #expect(levels == [1, 4] && plain.level == 4)
        _ = c
    }

    @Test func notificationCenterPublisher() {
        let center = NotificationCenter()
        let name = Notification.Name("widgetsnap.test")
        var got: [String] = []
        let c = center.publisher(for: name).map { $0.object as? String ?? "" }.sink { got.append($0) }
        center.post(name: name, object: "a")
        center.post(name: Notification.Name("other"), object: "b")
        c.cancel()
        center.post(name: name, object: "c")
        #expect(got == ["a"])
    }

    @Test func anyCancellableCancelsWhenReleased() {
        let subject = PassthroughSubject<Int, Never>()
        var got: [Int] = []
        do {
            let c = subject.sink { got.append($0) }
            subject.send(1)
            _ = c
        }
        subject.send(2)
        #expect(got == [1])
    }
}
