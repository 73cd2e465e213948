print('ŉ'.upper(), 'ŉ'.title(), 'ǰ'.upper(), 'ẖ'.upper(), 'ẘ'.upper(), 'ẙ'.upper(), 'ẚ'.upper())
