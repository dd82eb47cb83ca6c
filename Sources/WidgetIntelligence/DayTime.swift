/// Times in the simulation: whole seconds from midnight (UTC) of the simulated day; negative before it.
public enum DayTime {
    public static let day = 86_400

    /// `hh:mm` for times within the first day, `+1d hh:mm` for later days and `-1d hh:mm` for earlier ones.
    public static func text(_ seconds: Int) -> String {
        let dayIndex = floorDiv(seconds, day)
        let rest = seconds - dayIndex * day
        let hm = pad(rest / 3600) + ":" + pad(rest % 3600 / 60)
        if dayIndex == 0 { return hm }
        return (dayIndex > 0 ? "+" : "") + "\(dayIndex)d " + hm
    }

    /// `hh:mm` of the time of day (the day index dropped).
    public static func clock(_ seconds: Int) -> String {
        let rest = seconds - floorDiv(seconds, day) * day
        return pad(rest / 3600) + ":" + pad(rest % 3600 / 60)
    }

    /// `hh:mm` of an end time, where the end of a day reads `24:00` rather than `00:00`.
    public static func endText(_ seconds: Int) -> String {
        seconds > 0 && seconds % day == 0 && seconds / day == 1 ? "24:00" : text(seconds)
    }

    public static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    static func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
