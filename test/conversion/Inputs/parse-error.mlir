func.func @broken( {
