"""Uncaught exception from a class defined inside a function."""


def run() -> None:
    class LocalError(Exception):
        def __str__(self) -> str:
            return "custom text " + str(len(self.args))

    raise LocalError(1, 2)


run()
