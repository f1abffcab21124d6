import ScrollPhysics

extension ScenarioSetting {
    /// The setting a library declaration (`SettingField`) describes: a number, boolean or choice
    /// read and written at its key path; a composite takes `composite`'s reader and writer.
    init(_ field: SettingField<Section>, composite: (read: Reader, write: Writer)? = nil) {
        switch field.value {
        case .number(let path, let range):
            self = .number(field.key, path, range, doc: field.doc, label: field.label, uikitOnly: field.uikitOnly)
        case .bool(let path):
            self = .bool(field.key, path, doc: field.doc, label: field.label, uikitOnly: field.uikitOnly)
        case .choice(let names, let get, let set):
            let key = field.key
            self.init(
                key, .choice(names), doc: field.doc, label: field.label, uikitOnly: field.uikitOnly,
                read: { object, section, _ throws(InputError) in
                    if let name = try object.choice(key, among: names) { set(&section, name) }
                },
                write: { [(key, .string(get($0)))] })
        case .composite:
            guard let composite else {
                fatalError("\(field.key) is declared composite and has no reader: add it to ScrollSettings.composites")
            }
            self = .composite(
                field.key, doc: field.doc, label: field.label, uikitOnly: field.uikitOnly, read: composite.read, write: composite.write)
        }
    }
}
