x = [*None]
