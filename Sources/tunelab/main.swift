import TunelabKit

TunelabCLI.exit(with: TunelabCLI.main(CommandLine.arguments))
