extension CardStackConfiguration {
    /// The shift's amplitude A = `shiftAmplitude` ?? cardWidth·0.5, pt: the one place the
    /// default is derived (the layout, the kernel, the encoder and the export read it).
    public var resolvedShiftAmplitude: Points { shiftAmplitude ?? cardWidth * 0.5 }
}
