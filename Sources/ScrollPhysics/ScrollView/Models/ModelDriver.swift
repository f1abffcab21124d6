/// The current model's driver, one case per driver type (docs/architecture.md#add-a-scroll-model).
///
/// `init(configuration:clock:)` is the one registration of a `ScrollModel`; `run(_:in:)` is
/// the one dispatch: it takes the driver out of its case for a whole run of ticks and hands
/// it to the view's loop, specialized for its type, so a tick neither boxes nor allocates.
enum ModelDriver: Sendable {
    /// `uikit`: the rubber band, the r^(1000t) coast, the bounce spring and snapping.
    case uikit(UIKitDriver)
    /// `flutter-ios`, `flutter-macos`: `BouncingScrollPhysics` and its ballistic simulation.
    case flutterBouncing(FlutterBouncingDriver)
    /// `android`: `ClampingScrollPhysics` and its ballistic simulation.
    case androidClamping(AndroidClampingDriver)
    /// `android-overscroller`: AOSP's `OverScroller`, stepped on its millisecond clock.
    case overScroller(OverScrollerDriver)

    /// The driver of `configuration.model`; a model the scenario does not use is not constructed.
    init(configuration: ScrollConfiguration, clock: SimulationClock) {
        switch configuration.model {
        case .uikit: self = .uikit(UIKitDriver(configuration: configuration, clock: clock))
        case .flutterIOS: self = .flutterBouncing(FlutterBouncingDriver(rate: .normal))
        case .flutterMacOS: self = .flutterBouncing(FlutterBouncingDriver(rate: .fast))
        case .android: self = .androidClamping(AndroidClampingDriver())
        case .androidOverScroller:
            self = .overScroller(OverScrollerDriver(density: Float(configuration.displayScale)))
        }
    }
}

extension ScrollViewSimulation {
    /// What the view asks its driver to run.
    enum DriverRun {
        /// The start: the events of t = 0, a start past a bound handed to the spring back, the rest rules.
        case start
        /// Every tick until the view's tick reaches `through`.
        case ticks(through: Int)
    }

    /// Runs `work` with the current model's driver (the one dispatch on `ModelDriver`).
    mutating func run(_ work: DriverRun) {
        switch driver {
        case var .uikit(model):
            run(work, with: &model)
            driver = .uikit(model)
        case var .flutterBouncing(model):
            run(work, with: &model)
            driver = .flutterBouncing(model)
        case var .androidClamping(model):
            run(work, with: &model)
            driver = .androidClamping(model)
        case var .overScroller(model):
            run(work, with: &model)
            driver = .overScroller(model)
        }
    }

    /// At tick n: the tick n−1 → n, the touch events at n, then the stop and rest rules.
    private mutating func run<Driver: ScrollModelDriver>(_ work: DriverRun, with model: inout Driver) {
        switch work {
        case .start:
            applyEvents(&model)
            if nextEvent == 0, bounds.overscroll(offset) != 0 { handOff(scrollVelocity: 0, model: &model) }
            model.applyRestRules(&self)
        case let .ticks(target):
            while tick < target {
                model.integrateTick(&self)
                tick += 1
                applyEvents(&model)
                model.applyRestRules(&self)
            }
        }
    }
}
