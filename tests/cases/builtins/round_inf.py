round(float('inf'))
