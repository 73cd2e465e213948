[].push(1)
