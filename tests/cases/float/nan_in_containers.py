nan = float("nan")
print([nan] == [nan], [float("nan")] == [float("nan")], nan in [nan], nan == nan)
d = {nan: 1}
print(d[nan], len(d))
