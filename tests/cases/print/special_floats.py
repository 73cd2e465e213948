print(-0.0, float("nan"), float("-inf"), 1e16, 1e-7)
print([-0.0], (float("nan"),))
