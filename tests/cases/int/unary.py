x = 5
print(-x, +x, --x, -(-x), ~x, ~~x, not x)
