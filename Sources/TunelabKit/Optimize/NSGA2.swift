import ScrollPhysics

/// Deb's NSGA-II (IEEE TEC 6(2), 2002) as an ask/tell state machine over the box
/// [lower, upper], minimising every objective, with the operators of Deb's reference code
/// (nsga2-v1.1): simulated binary crossover (SBX, `SimulatedBinaryCrossover`) with probability
/// `crossoverProbability` and index η_c, polynomial mutation (`PolynomialMutation`) of each key
/// with probability 1/n and index η_m, and binary tournaments on the crowded comparison
/// (lower front first, then larger crowding distance, then a coin).
///
/// The first `ask()` samples N points uniformly in the box; each later one breeds N offspring
/// from the current population. `tell` takes the objectives of the last `ask()`'s points in
/// order (nil: infeasible, ranked after every feasible point); the next population is the best
/// N of parents and offspring by front, the last front cut by crowding distance. Every random
/// number comes from `SplitMix64(seed)` in a fixed order and every power goes through
/// `Elementary`: the same points on every platform.
public struct NSGA2: Sendable {
    public let lower: [Double]
    public let upper: [Double]
    /// N, even.
    public let populationSize: Int
    public let crossoverProbability: Double
    /// η_c: larger keeps children nearer their parents.
    public let crossoverIndex: Double
    /// η_m: larger keeps a mutation nearer the key it moves.
    public let mutationIndex: Double
    /// Generations told so far (the first, random population is generation 1).
    public private(set) var generation = 0
    /// The current population (after `tell`): keys and objectives (nil: infeasible).
    public private(set) var population: [Member] = []
    private var random: SplitMix64
    private var asked: [[Double]] = []

    /// One point of the population.
    public struct Member: Sendable, Equatable {
        public let x: [Double]
        public let objectives: [Double]?
        /// Its front (0 = non-dominated) and crowding distance in the population.
        public fileprivate(set) var front = 0
        public fileprivate(set) var crowding = 0.0
    }

    /// A search of `populationSize` (even, ≥ 4) points over the box [lower, upper].
    public init(
        lower: [Double], upper: [Double], populationSize: Int = 100, crossoverProbability: Double = 0.9,
        crossoverIndex: Double = 20, mutationIndex: Double = 20, seed: UInt64
    ) {
        precondition(lower.count == upper.count && !lower.isEmpty, "NSGA2: bounds of \(lower.count) and \(upper.count) keys")
        precondition(populationSize >= 4 && populationSize % 2 == 0, "NSGA2: a population of \(populationSize), not even and ≥ 4")
        self.lower = lower
        self.upper = upper
        self.populationSize = populationSize
        self.crossoverProbability = crossoverProbability
        self.crossoverIndex = crossoverIndex
        self.mutationIndex = mutationIndex
        random = SplitMix64(seed: seed)
    }

    /// The non-dominated feasible members of the population.
    public var front: [Member] { population.filter { $0.front == 0 && $0.objectives != nil } }

    /// N points to evaluate: uniform in the box at first, then the offspring of the population.
    public mutating func ask() -> [[Double]] {
        if population.isEmpty {
            asked = (0..<populationSize).map { _ in
                lower.indices.map { lower[$0] + (upper[$0] - lower[$0]) * uniform() }
            }
            return asked
        }
        var children: [[Double]] = []
        while children.count < populationSize {
            let a = tournament(), b = tournament()
            var (c1, c2) = (population[a].x, population[b].x)
            if uniform() <= crossoverProbability {
                let crossover = SimulatedBinaryCrossover(index: crossoverIndex)
                (c1, c2) = crossover.children(c1, c2, lower: lower, upper: upper, random: &random)
            }
            let mutation = PolynomialMutation(index: mutationIndex, probability: 1 / Double(lower.count))
            children.append(mutation.mutated(c1, lower: lower, upper: upper, random: &random))
            children.append(mutation.mutated(c2, lower: lower, upper: upper, random: &random))
        }
        asked = children
        return asked
    }

    /// The objectives of the last `ask()`'s points, in order (each of the same length; nil or a
    /// non-finite value: infeasible); the population becomes the best N of it and the parents.
    public mutating func tell(_ objectives: [[Double]?]) {
        precondition(objectives.count == asked.count, "NSGA2.tell: \(objectives.count) values for \(asked.count) points")
        let offspring = zip(asked, objectives).map { x, f in
            Member(x: x, objectives: f.flatMap { $0.allSatisfy(\.isFinite) ? $0 : nil })
        }
        population = Self.survivors(of: population + offspring, count: populationSize)
        asked = []
        generation += 1
    }

    /// The best `count` of `members` by front, the last front admitted by crowding distance
    /// (larger first, then index); infeasible members after every feasible one, in index order.
    static func survivors(of members: [Member], count: Int) -> [Member] {
        let feasible = members.indices.filter { members[$0].objectives != nil }
        let points = feasible.map { members[$0].objectives! }
        var chosen: [Member] = []
        for (rank, front) in ParetoRanking.fronts(points).enumerated() where chosen.count < count {
            let distances = ParetoRanking.crowding(front, in: points)
            var order = Array(front.indices)
            if chosen.count + front.count > count {
                order.sort { distances[$0] > distances[$1] || (distances[$0] == distances[$1] && front[$0] < front[$1]) }
                order = Array(order.prefix(count - chosen.count))
            }
            for k in order {
                var member = members[feasible[front[k]]]
                member.front = rank
                member.crowding = distances[k]
                chosen.append(member)
            }
        }
        let lastFront = (chosen.map(\.front).max() ?? -1) + 1
        for i in members.indices where members[i].objectives == nil && chosen.count < count {
            var member = members[i]
            member.front = lastFront
            member.crowding = 0
            chosen.append(member)
        }
        return chosen
    }

    /// Binary tournament: two members drawn uniformly; the lower front wins, then the larger
    /// crowding distance, then a coin.
    private mutating func tournament() -> Int {
        let a = Int(random.next() % UInt64(population.count)), b = Int(random.next() % UInt64(population.count))
        let p = population[a], q = population[b]
        if p.front != q.front { return p.front < q.front ? a : b }
        if p.crowding != q.crowding { return p.crowding > q.crowding ? a : b }
        return uniform() <= 0.5 ? a : b
    }

    /// A uniform double in (0, 1].
    private mutating func uniform() -> Double { random.nextUnitInterval() }
}
