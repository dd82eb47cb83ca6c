import Intents

// The intent handler of the app's Intents extension: the cities the Edit Widget sheet offers
// (dynamic options, in sections) and the city a new widget starts with.
class IntentHandler: INExtension, ConfigurationIntentHandling {
    static let places = [("lisbon", "Lisbon", "Portugal"), ("osaka", "Osaka", "Japan"), ("quito", "Quito", "Ecuador")]

    static func city(_ identifier: String) -> City {
        let place = places.first { $0.0 == identifier }!
        let city = City(identifier: place.0, display: place.1, subtitle: place.2, image: nil)
        city.country = place.2
        return city
    }

    func provideCityOptionsCollection(for intent: ConfigurationIntent, with completion: @escaping (INObjectCollection<City>?, Error?) -> Void) {
        let europe = INObjectSection(title: "Europe", items: [Self.city("lisbon")])
        let elsewhere = INObjectSection(title: "Elsewhere", items: [Self.city("osaka"), Self.city("quito")])
        completion(INObjectCollection(sections: [europe, elsewhere]), nil)
    }

    func defaultCity(for intent: ConfigurationIntent) -> City? {
        Self.city("lisbon")
    }

    override func handler(for intent: INIntent) -> Any {
        // This is the default implementation.  If you want different objects to handle different intents,
        // you can override this and return the handler you want for that particular intent.
        return self
    }
}
