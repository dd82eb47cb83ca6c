import Combine
import Foundation
import Testing

private enum LoadError: Error, Equatable { case offline, wrapped(String) }

/// Failure publishers and operators as a widget's loader chains them.
@Suite struct FailureOperatorTests {
    /// A cached value typed as a loader's result, or the loader's failure.
    private func load(cached: Int?) -> AnyPublisher<Int, LoadError> {
        guard let cached else { return Fail(error: LoadError.offline).eraseToAnyPublisher() }
        return Just(cached).setFailureType(to: LoadError.self).eraseToAnyPublisher()
    }

    @Test func justTypedAsFailingDeliversItsValueThenFinishes() {
        var values: [Int] = [], finished = false
        _ = load(cached: 4).sink(receiveCompletion: { if case .finished = $0 { finished = true } }, receiveValue: { values.append($0) })
        #expect(values == [4] && finished)
    }

    @Test func failDeliversNoValueAndItsError() {
        var values: [Int] = [], failure: LoadError?
        _ = load(cached: nil).mapError { _ in LoadError.wrapped("cache") }
            .sink(receiveCompletion: { if case .failure(let e) = $0 { failure = e } }, receiveValue: { values.append($0) })
        #expect(values.isEmpty && failure == .wrapped("cache"))
        var replaced: [Int] = []
        _ = load(cached: nil).replaceError(with: -1).sink { replaced.append($0) }
        #expect(replaced == [-1])
    }

    @Test func compactMapAndEmpty() {
        var values: [Int] = []
        let subject = PassthroughSubject<String, Never>()
        let c = subject.compactMap(Int.init).sink { values.append($0) }
        subject.send("3"); subject.send("x"); subject.send("5")
        #expect(values == [3, 5])
        c.cancel()
        var finished = 0
        _ = Empty<Int, Never>().sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { _ in Issue.record("no value") })
        _ = Empty<Int, Never>(completeImmediately: false).sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { _ in })
        #expect(finished == 1)
    }
}
